import { graphql } from '../../__generated__';

export const SetCaseCondylePointsDocument = graphql(`
  mutation SetCaseCondylePoints($caseId: ID!, $lc: [Float!]!, $rc: [Float!]!) {
    setCaseCondylePoints(caseId: $caseId, lc: $lc, rc: $rc) {
      config
    }
  }
`);
