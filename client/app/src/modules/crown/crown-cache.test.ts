import { describe, expect, it } from 'vitest';
import { createCache } from '../../api/apollo';
import type { TaskStatus } from '../../__generated__/graphql';
import { CrownDesignDocument, StartCrownDesignDocument } from './crown.documents';

const urls = {
  inner: null,
  outer: null,
  crown: null,
  undercut: null,
  edited: null,
  __typename: 'CrownMeshUrls' as const,
};
const notStarted = {
  __typename: 'CrownDesign' as const,
  caseGroupId: '7',
  status: 'NotSubmitted' as TaskStatus,
  error: null,
  setup: null,
  margin: null,
  marginGiven: null,
  axis: null,
  undercutVolumeMm3: null,
  maxUndercutMm: null,
  urls,
};
const setup = {
  __typename: 'CrownSetup' as const,
  tooth: 36,
  upperFileId: '5',
  lowerFileId: '6',
  cementGapMm: 0.06,
  minimalThicknessMm: 0.5,
  marginWidthMm: 0.5,
  opposingShiftMm: [0, 0, 0],
};

describe('crown design cache', () => {
  it("the start mutation's result reaches the page's design query without a refetch", () => {
    const cache = createCache();
    const caseTask = {
      __typename: 'CaseTask' as const,
      id: '1',
      status: 'NotSubmitted' as TaskStatus,
      position: 0,
      estimatedMinutes: 0,
    };
    cache.writeQuery({
      query: CrownDesignDocument,
      variables: { caseGroupId: '7' },
      data: { __typename: 'Query', crownDesign: notStarted, caseTask },
    });
    cache.writeQuery({
      query: StartCrownDesignDocument,
      variables: {
        input: {
          caseGroupId: '7',
          tooth: 36,
          upperFileId: '5',
          lowerFileId: '6',
          cementGapMm: 0.06,
          minimalThicknessMm: 0.5,
          marginWidthMm: 0.5,
          margin: null,
        },
      },
      data: { __typename: 'Mutation', startCrownDesign: { ...notStarted, status: 'ToBeDesigned', setup } },
    });
    const page = cache.readQuery({ query: CrownDesignDocument, variables: { caseGroupId: '7' } });
    expect(page?.crownDesign?.status).toBe('ToBeDesigned');
    expect(page?.crownDesign?.setup?.tooth).toBe(36);
  });
});
