import { graphql } from '../../__generated__';

export const CrownDesignFieldsFragment = graphql(`
  fragment CrownDesignFields on CrownDesign {
    caseGroupId
    status
    error
    setup {
      tooth
      upperFileId
      lowerFileId
      cementGapMm
      minimalThicknessMm
      marginWidthMm
      opposingShiftMm
    }
    margin
    marginGiven
    axis
    undercutVolumeMm3
    maxUndercutMm
    urls {
      inner
      outer
      crown
      undercut
      edited
    }
  }
`);

export const CrownDesignDocument = graphql(`
  query CrownDesign($caseGroupId: ID!) {
    crownDesign(caseGroupId: $caseGroupId) {
      ...CrownDesignFields @unmask
    }
    caseTask(caseGroupId: $caseGroupId) {
      id
      status
      position
      estimatedMinutes
    }
  }
`);

export const StartCrownDesignDocument = graphql(`
  mutation StartCrownDesign($input: CrownDesignInput!) {
    startCrownDesign(input: $input) {
      ...CrownDesignFields @unmask
    }
  }
`);

export const CrownFolderDocument = graphql(`
  query CrownFolder($caseGroupId: ID!) {
    crownFolder(caseGroupId: $caseGroupId)
  }
`);

export const SaveCrownMeshDocument = graphql(`
  mutation SaveCrownMesh($caseGroupId: ID!, $key: String!) {
    saveCrownMesh(caseGroupId: $caseGroupId, key: $key) {
      ...CrownDesignFields @unmask
    }
  }
`);
