import { graphql } from '../../../__generated__';

export const CaptureSessionStateDocument = graphql(`
  query CaptureSessionState($caseId: ID!, $caseGroupId: ID!) {
    case(id: $caseId) {
      id
      pid
    }
    caseTask(caseGroupId: $caseGroupId) {
      id
      status
      error
      progress
      result
    }
    captureSession(caseGroupId: $caseGroupId) {
      videos {
        key
        kind
        movementType
        name
      }
      scanPointsMm
      calibrationId
    }
  }
`);

export const SubmitCaptureSessionDocument = graphql(`
  mutation SubmitCaptureSession($caseGroupId: ID!, $session: CaptureSessionInput!) {
    submitCaptureSession(caseGroupId: $caseGroupId, session: $session) {
      id
      status
      error
      progress
      result
    }
  }
`);

export const RetryCaptureDocument = graphql(`
  mutation RetryCapture($caseGroupId: ID!) {
    retryCaseTask(caseGroupId: $caseGroupId) {
      id
      status
      error
      progress
      result
    }
  }
`);

export const CameraCalibrationsDocument = graphql(`
  query CameraCalibrations {
    cameraCalibrations {
      id
      deviceName
      status
      current
      rmsPx
      views
      intrinsics {
        width
        height
        fx
        fy
      }
      errorKey
      errorValues
      error
      createdAt
    }
  }
`);

export const CalibrateCameraDocument = graphql(`
  mutation CalibrateCamera($deviceName: String!, $videoKey: String!) {
    calibrateCamera(deviceName: $deviceName, videoKey: $videoKey) {
      id
      status
    }
  }
`);

export const DeleteCameraCalibrationDocument = graphql(`
  mutation DeleteCameraCalibration($id: ID!) {
    deleteCameraCalibration(id: $id)
  }
`);
