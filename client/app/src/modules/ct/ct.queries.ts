import { graphql } from '../../__generated__';

export const SetCaseCondylePointsDocument = graphql(`
  mutation SetCaseCondylePoints($caseId: ID!, $lc: [Float!]!, $rc: [Float!]!) {
    setCaseCondylePoints(caseId: $caseId, lc: $lc, rc: $rc) {
      config
    }
  }
`);

export const CaseCtRegistrationDocument = graphql(`
  query CaseCtRegistration($caseId: ID!) {
    caseCtRegistration(caseId: $caseId) {
      matrix
      rmsMm
    }
  }
`);

export const SetCaseCtRegistrationDocument = graphql(`
  mutation SetCaseCtRegistration($caseId: ID!, $matrix: [Float!]!, $rmsMm: Float!) {
    setCaseCtRegistration(caseId: $caseId, matrix: $matrix, rmsMm: $rmsMm) {
      config
    }
  }
`);

export const CaseCtCanalsDocument = graphql(`
  query CaseCtCanals($caseId: ID!) {
    caseCtCanals(caseId: $caseId) {
      diameterMm
      left
      right
    }
  }
`);

export const SetCaseCtCanalsDocument = graphql(`
  mutation SetCaseCtCanals($caseId: ID!, $diameterMm: Float!, $left: [[Float!]!]!, $right: [[Float!]!]!) {
    setCaseCtCanals(caseId: $caseId, diameterMm: $diameterMm, left: $left, right: $right) {
      diameterMm
      left
      right
    }
  }
`);

export const CaseCtLandmarksDocument = graphql(`
  query CaseCtLandmarks($caseId: ID!) {
    caseCtLandmarks(caseId: $caseId) {
      porionL
      porionR
      orbitaleL
      orbitaleR
      tragusL
      tragusR
      alaL
      alaR
      nasion
      ans
    }
  }
`);

export const SetCaseCtLandmarksDocument = graphql(`
  mutation SetCaseCtLandmarks($caseId: ID!, $landmarks: CtLandmarksInput!) {
    setCaseCtLandmarks(caseId: $caseId, landmarks: $landmarks) {
      config
    }
  }
`);
