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
