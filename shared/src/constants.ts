/** Business constants of the seeds (seed 000 section 9, seed 001 section 9). */
export const APP_VERSION = '1.9.1';
export const PRODUCT_TITLE = 'Odontia';
export const PRIMARY_COLOR = '#16c2a6';
export const PRIVATIZED_DEPLOYMENT = false;

export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 11;
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SESSION_TTL_SECONDS = 7 * 24 * 3600;
export const DEFAULT_USABLE_STORAGE_GB = 3;
export const DEFAULT_SUB_USER_LIMIT = 10;

export const PATIENT_SEARCH_LIMIT = 100;
export const PLAN_LIST_LIMIT = 100;
export const TEMPLATE_LIST_LIMIT = 10;

export const PRESIGNED_GET_SECONDS = 3600;
export const UPLOAD_PART_BYTES = 5_242_880;
/**
 * An upload not completed this long after it started is abandoned: the quota stops reserving its size,
 * and the embedded S3 deletes parts untouched for as long (MinIO or AWS: the same age in the bucket's
 * AbortIncompleteMultipartUpload lifecycle rule).
 */
export const UPLOAD_ABANDONED_HOURS = 24;
export const UPLOAD_PARALLEL_PARTS = 4;
export const STORAGE_LIST_MAX_KEYS = 1000;

export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 230;
export const DEBOUNCE_MS = 300;
export const VERSION_CHECK_MS = 300_000;
export const IDLE_THRESHOLD_MS = 3000;

export const CaseType = { FirstVisit: 1, FollowUp: 2 } as const;
export const CaseStatus = { Open: 1, Submitted: 2 } as const;
export const Sex = { Unset: 0, Male: 1, Female: 2 } as const;
export const MaritalStatus = { Married: 1, Unmarried: 2 } as const;
export const PatientLevel = [1, 2, 3] as const;
export const Pregnancy = { No: 0, Yes: 1, Preconception: 2 } as const;

/** Product types of the tool menu (seed 000 section 1). */
export const ProductType = { Trajectory: 1, SmartFace: 2, TrajectoryCT: 3, Crown: 4 } as const;
/** The facebow products: the digital facebow and the CT facebow share the jaw-motion pages, capture and analysis. */
export const FACEBOW_PRODUCT_TYPES: readonly number[] = [ProductType.Trajectory, ProductType.TrajectoryCT];
/** Product stage: 1 free, 2 paid, 3 subscription-only (DECISIONS.md). */
export const ProductStage = { Free: 1, Paid: 2, SubscriptionOnly: 3 } as const;
export const ProductCategories = [1, 2, 3, 4, 5] as const;

/** Movement types with their ids (seed 000 section 9). */
export const MovementType = {
  left: 0,
  maxleft: 1,
  right: 2,
  maxright: 3,
  forward: 4,
  forwardmax: 5,
  chew: 6,
  maxopen: 7,
  backward: 8,
} as const;

/** Rich text sanitizer allow-list (seed 000 section 9). */
export const RICH_TEXT_ALLOWED_TAGS = ['b', 'strong', 'em', 'i', 'span'] as const;
export const RICH_TEXT_ALLOWED_ATTRIBUTES = ['class'] as const;
export const SAFE_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;
