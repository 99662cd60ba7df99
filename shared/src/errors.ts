/**
 * The error catalogue (seed 000 section 8, seed 001 section 8, plus the rules DECISIONS.md adds).
 * Every error a client can see is one of these entries. `message` is the exact English wording the
 * REST layer sends as `msg` and GraphQL sends as `extensions.message`; clients translate it under
 * their `error.` namespace. `rest` is the body `code` of the REST envelope, `graphql` the
 * `extensions.code`.
 */
export interface CatalogueEntry {
  readonly message: string;
  readonly rest: number;
  readonly graphql: GraphqlErrorCode;
}

export type GraphqlErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INSUFFICIENT_POINTS'
  | 'QUOTA_EXCEEDED'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'BAD_GATEWAY';

const entry = (message: string, rest: number, graphql: GraphqlErrorCode): CatalogueEntry => ({
  message,
  rest,
  graphql,
});

export const ErrorCatalogue = {
  ParameterError: entry('Parameter error', 400, 'BAD_USER_INPUT'),
  HeaderError: entry('Header error', 400, 'BAD_USER_INPUT'),
  AuthInvalid: entry('Authrication is invalid', 401, 'UNAUTHENTICATED'),
  LoginExpired: entry('Your login has expired, please login again', 401, 'UNAUTHENTICATED'),
  PermissionDenied: entry('Permission denied', 403, 'FORBIDDEN'),
  NotFound: entry('Not found', 404, 'NOT_FOUND'),
  Conflict: entry('Conflict', 409, 'CONFLICT'),
  UnknownError: entry('Unknown error', 500, 'INTERNAL_SERVER_ERROR'),
  InternalServerError: entry('Internal server error', 500, 'INTERNAL_SERVER_ERROR'),
  RpcError: entry('RPC error', 502, 'BAD_GATEWAY'),
  UpstreamServiceError: entry('Upstream service error', 502, 'BAD_GATEWAY'),
  DatabaseError: entry('Database error', 500, 'INTERNAL_SERVER_ERROR'),
  NetworkError: entry('Network error', 502, 'BAD_GATEWAY'),
  EncodingError: entry('Encoding error', 400, 'BAD_USER_INPUT'),
  DecodingError: entry('Decoding error', 400, 'BAD_USER_INPUT'),
  ObsServiceFailed: entry('Call OBS service failed', 502, 'BAD_GATEWAY'),
  ServiceAbnormal: entry('The service is abnormal, please try again later', 500, 'INTERNAL_SERVER_ERROR'),
  UserAlreadyExists: entry('user already exists', 409, 'CONFLICT'),
  PasswordIncorrect: entry('Password is incorrect', 400, 'BAD_USER_INPUT'),
  UserDoesNotExist: entry('User does not exist', 400, 'BAD_USER_INPUT'),
  PhoneAlreadyExists: entry('Phone number already exists', 409, 'CONFLICT'),
  EmailAlreadyExists: entry('Email already exists', 409, 'CONFLICT'),
  VerificationCodeExpired: entry('Verification code is expired', 400, 'BAD_USER_INPUT'),
  VerificationCodeQueryFailed: entry('Query verification code failed', 400, 'BAD_USER_INPUT'),
  VerificationCodeError: entry('Verification code error', 400, 'BAD_USER_INPUT'),
  GetFileFailed: entry('Get file failed', 500, 'INTERNAL_SERVER_ERROR'),
  OpenFileFailed: entry('Open file failed', 500, 'INTERNAL_SERVER_ERROR'),
  FileSizeExceedsLimit: entry('File size exceeds limit', 413, 'BAD_USER_INPUT'),
  UploadFileFailed: entry('Upload file failed', 500, 'INTERNAL_SERVER_ERROR'),
  RegisterUserError: entry('Register user error', 400, 'BAD_USER_INPUT'),
  ParamErr: entry('Param err', 400, 'BAD_USER_INPUT'),
  PhoneFormatError: entry('phone format error', 400, 'BAD_USER_INPUT'),
  EmailFormatError: entry('email format error', 400, 'BAD_USER_INPUT'),
  DecryptError: entry('Decrypt error', 400, 'BAD_USER_INPUT'),
  AiCannotDetectMissingTeeth: entry('AI cannot detect missing teeth yet', 400, 'BAD_USER_INPUT'),
  UserDisabled: entry('User is disabled', 403, 'FORBIDDEN'),
  UserPhoneAlreadyExists: entry('User phone already exists', 409, 'CONFLICT'),
  GetUserByPhoneError: entry('Get user info by phone error', 400, 'BAD_USER_INPUT'),
  OldPasswordInconsistency: entry('Old password inconsistency', 400, 'BAD_USER_INPUT'),
  SubUserLimit: entry('Sub users already reach the limit', 400, 'BAD_USER_INPUT'),
  PasswordTooShort: entry('The password cannot be less than 6 characters', 400, 'BAD_USER_INPUT'),
  PasswordsDoNotMatch: entry('The passwords you entered twice do not match', 400, 'BAD_USER_INPUT'),
  TooManyLoginAttempts: entry(
    'Too many failed login attempts, please try again in {minutes} minutes',
    429,
    'TOO_MANY_REQUESTS',
  ),
  InsufficientPoints: entry('Insufficient points', 402, 'INSUFFICIENT_POINTS'),
  InsufficientStorage: entry('insufficient cloud storage', 507, 'QUOTA_EXCEEDED'),
  UnsupportedFormat: entry('only supports uploading files in {type} formats', 400, 'BAD_USER_INPUT'),
  FileTooLarge: entry('Please upload a file smaller than {size}', 413, 'BAD_USER_INPUT'),
  CaseSubmitted: entry('The case has been submitted and can no longer be edited', 409, 'CONFLICT'),
  AppointmentClosed: entry('Completed or cancelled appointments cannot be edited', 409, 'CONFLICT'),
  InvalidToothPosition: entry('Invalid tooth position', 400, 'BAD_USER_INPUT'),
  PatientNameRequired: entry('please-input-name', 400, 'BAD_USER_INPUT'),
  PatientLevelRequired: entry('Please select category', 400, 'BAD_USER_INPUT'),
  InvalidMobilePhone: entry('Please enter a valid mobile phone number', 400, 'BAD_USER_INPUT'),
  PatientRequired: entry('Please select the patient', 400, 'BAD_USER_INPUT'),
  TemplateReadOnly: entry('Public templates cannot be edited', 403, 'FORBIDDEN'),
  PatientInRecycleBin: entry('The patient is in the recycle bin', 409, 'CONFLICT'),
  AgreementRequired: entry('Please accept the user agreement', 400, 'BAD_USER_INPUT'),
  SubscriptionRequired: entry('This application requires a subscription', 403, 'FORBIDDEN'),
  FacePhotoCount: entry('Please upload 30-200 photos or a video longer than 10s', 400, 'BAD_USER_INPUT'),
  FacePhotosPerUpload: entry('Upload at most 100 photos at a time', 400, 'BAD_USER_INPUT'),
  FacePhotosOrVideo: entry('Use either photos or one video for an expression, not both', 400, 'BAD_USER_INPUT'),
  FaceVideoTooShort: entry('Video duration must be greater than 10s', 400, 'BAD_USER_INPUT'),
  FaceDeleteSelection: entry('Please select the photo or video to delete', 400, 'BAD_USER_INPUT'),
  FaceMidlineFirst: entry('Please mark the midline first', 400, 'BAD_USER_INPUT'),
  FaceMarksIncomplete: entry(
    'Please mark the interpupillary line, the upper lip, the eyes and the nose wings',
    400,
    'BAD_USER_INPUT',
  ),
  FaceModelFirst: entry('Please generate the face model first', 409, 'CONFLICT'),
  FaceSmileModelFirst: entry('Open-mouth or smile facial scan model must be selected first', 409, 'CONFLICT'),
  ShareLinkExpired: entry('This share link has expired, please ask your doctor for a new one', 410, 'NOT_FOUND'),
  ShareLinkRevoked: entry('This share link was withdrawn, please ask your doctor for a new one', 410, 'NOT_FOUND'),
  CrownToothPositionOnly6: entry('Crown design supports only tooth position 6 for now', 400, 'BAD_USER_INPUT'),
  CrownMeshUnreadable: entry(
    'The crown file is empty or not a complete binary STL: finish the crown again',
    400,
    'BAD_USER_INPUT',
  ),
  CrownMeshDegenerate: entry(
    'The crown has {count} degenerate triangles (thinner than {min} mm): repair the mesh and save it again',
    400,
    'BAD_USER_INPUT',
  ),
  CrownMeshNotClosed: entry(
    'The crown is not a closed surface ({open} open, {nonManifold} non-manifold and {misoriented} inconsistently oriented edges): repair the mesh and save it again',
    400,
    'BAD_USER_INPUT',
  ),
  CrownMeshInsideOut: entry(
    'The crown is inside out (its normals point inwards): flip its triangles and save it again',
    400,
    'BAD_USER_INPUT',
  ),
  CrownMeshSize: entry(
    'The crown measures {x} x {y} x {z} mm but a molar crown measures {min}-{max} mm along each axis: save the crown alone, in millimetres',
    400,
    'BAD_USER_INPUT',
  ),
  ValueOutOfRange: entry('Please enter a value between {min} and {max}', 400, 'BAD_USER_INPUT'),
  IdempotencyKeyReused: entry('This idempotency key was already used for a different request', 409, 'CONFLICT'),
  CaptureBoardsNotFound: entry(
    'The marker boards were found in only {found} of {total} frames: light the boards evenly, film from closer and keep both boards in view',
    400,
    'BAD_USER_INPUT',
  ),
  CaptureCameraMismatch: entry(
    'The video is {width} x {height} but the camera was calibrated at {calibratedWidth} x {calibratedHeight}: film in the orientation and aspect of the calibration, or choose another camera',
    400,
    'BAD_USER_INPUT',
  ),
  CaptureVideoUnreadable: entry(
    'The video cannot be read (incomplete or unsupported file): upload the complete mp4, mov or webm again',
    400,
    'BAD_USER_INPUT',
  ),
  CaptureRegistrationTouches: entry(
    'The pointer touched {found} points but {expected} are marked on the scan: rest the pointer tip still on each point for a second, in the order marked',
    400,
    'BAD_USER_INPUT',
  ),
  CaptureVideoTooShort: entry(
    'A movement recording must last at least {seconds} s: film the movement again',
    400,
    'BAD_USER_INPUT',
  ),
  CalibrationTooFewViews: entry(
    'The calibration board was seen in {views} distinct views of {frames} frames, at least {needed} are needed: film the printed calibration board for 20-30 s from 25-50 cm, tilting it 20-45° left, right, up and down and moving it into each corner of the frame',
    400,
    'BAD_USER_INPUT',
  ),
  CalibrationDegenerateViews: entry(
    'The {views} views of the calibration board do not determine the camera (the board faced the camera, or was tilted the same way, in all of them): film the printed calibration board for 20-30 s from 25-50 cm, tilting it 20-45° left, right, up and down and moving it into each corner of the frame',
    400,
    'BAD_USER_INPUT',
  ),
  CalibrationNotDone: entry(
    'This camera calibration has not finished: choose a finished calibration or the phone default',
    400,
    'BAD_USER_INPUT',
  ),
  FaceNotFound: entry(
    'No face was found in enough photos: photograph the whole face in even light, from the front and from both sides, and upload the photos again',
    400,
    'BAD_USER_INPUT',
  ),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorKey = keyof typeof ErrorCatalogue;

/** Every English message of the catalogue, for translation completeness checks. */
export const catalogueMessages = (): string[] => Object.values(ErrorCatalogue).map((e: CatalogueEntry) => e.message);

/** Replaces `{name}` placeholders of a catalogue message with the given values. */
export function formatCatalogueMessage(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
