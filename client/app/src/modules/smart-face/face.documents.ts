import { graphql } from '../../__generated__';

export const FaceDesignFieldsFragment = graphql(`
  fragment FaceDesignFields on FaceDesign {
    caseId
    status
    marks
    parameters
    result
    confirmedAt
    updatedAt
  }
`);

export const FaceWorkspaceDocument = graphql(`
  query FaceWorkspace($caseId: ID!) {
    faceWorkspace(caseId: $caseId) {
      caseId
      caseGroupId
      captureFolder
      captures {
        id
        expression
        kind
        key
        size
        durationMs
        url
      }
      models {
        expression
        faceUrl
        landmarksUrl
        photoUrl
      }
      design {
        ...FaceDesignFields @unmask
      }
      shareLinks {
        id
        expiresAt
        revokedAt
        createdAt
      }
    }
  }
`);

export const FaceTaskDocument = graphql(`
  query FaceTask($caseGroupId: ID!) {
    caseTask(caseGroupId: $caseGroupId) {
      id
      status
      position
      estimatedMinutes
      overdue
      error
    }
  }
`);

export const AddFaceCapturesDocument = graphql(`
  mutation AddFaceCaptures($caseId: ID!, $expression: String!, $keys: [String!]!) {
    addFaceCaptures(caseId: $caseId, expression: $expression, keys: $keys) {
      id
    }
  }
`);

export const DeleteFaceCapturesDocument = graphql(`
  mutation DeleteFaceCaptures($ids: [ID!]!) {
    deleteFaceCaptures(ids: $ids)
  }
`);

export const SubmitFaceReconstructionDocument = graphql(`
  mutation SubmitFaceReconstruction($caseId: ID!, $expression: String) {
    submitFaceReconstruction(caseId: $caseId, expression: $expression)
  }
`);

export const SaveFaceMarksDocument = graphql(`
  mutation SaveFaceMarks($caseId: ID!, $marks: JSONObject!) {
    saveFaceMarks(caseId: $caseId, marks: $marks) {
      ...FaceDesignFields @unmask
    }
  }
`);

export const SaveSmileParametersDocument = graphql(`
  mutation SaveSmileParameters($caseId: ID!, $parameters: JSONObject!) {
    saveSmileParameters(caseId: $caseId, parameters: $parameters) {
      ...FaceDesignFields @unmask
    }
  }
`);

export const SubmitSmileDesignDocument = graphql(`
  mutation SubmitSmileDesign($caseId: ID!) {
    submitSmileDesign(caseId: $caseId) {
      ...FaceDesignFields @unmask
    }
  }
`);

export const ConfirmSmileDesignDocument = graphql(`
  mutation ConfirmSmileDesign($caseId: ID!) {
    confirmSmileDesign(caseId: $caseId) {
      ...FaceDesignFields @unmask
    }
  }
`);

export const CreateFaceShareLinkDocument = graphql(`
  mutation CreateFaceShareLink($caseId: ID!, $days: Int) {
    createFaceShareLink(caseId: $caseId, days: $days) {
      id
      token
      expiresAt
      revokedAt
      createdAt
    }
  }
`);

export const RevokeFaceShareLinkDocument = graphql(`
  mutation RevokeFaceShareLink($id: ID!) {
    revokeFaceShareLink(id: $id) {
      id
      revokedAt
    }
  }
`);

export const CancelFaceTaskDocument = graphql(`
  mutation CancelFaceTask($caseGroupId: ID!) {
    cancelCaseTask(caseGroupId: $caseGroupId) {
      id
      status
    }
  }
`);
