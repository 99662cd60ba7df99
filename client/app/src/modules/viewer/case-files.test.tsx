import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { useCaseModelSources } from './case-files';

const FILES = [
  {
    id: '1',
    type: 'stl',
    key: 'practices/p/cases/7/upper.stl',
    mtlKey: null,
    textureKey: null,
    color: '#e8dcc8',
    alpha: 1,
    name: 'upper.stl',
  },
  {
    id: '2',
    type: 'obj',
    key: 'practices/p/cases/7/crown.obj',
    mtlKey: 'practices/p/cases/7/crown.mtl',
    textureKey: 'practices/p/cases/7/crown.png',
    color: null,
    alpha: 0.5,
    name: 'crown.obj',
  },
];

function Probe({ caseId, fileId }: { caseId: number | null; fileId: number | null }) {
  const { sources, loading, failed } = useCaseModelSources(caseId, fileId);
  return <pre data-testid="probe">{JSON.stringify({ sources, loading, failed })}</pre>;
}

const state = () => JSON.parse(screen.getByTestId('probe').textContent!) as ReturnType<typeof useCaseModelSources>;

describe("a case's model files as viewer sources", () => {
  const resolvers = {
    modelFiles: ({ caseId }: Record<string, unknown>) => (caseId === '7' ? FILES : []),
    presignedGet: ({ key }: Record<string, unknown>) => `https://s3.test/${String(key)}?X-Amz-Signature=abc`,
  };

  it('signs every object of every file: main, MTL and texture', async () => {
    const calls: { operation: string; variables: unknown }[] = [];
    renderApp(<Probe caseId={7} fileId={null} />, { resolvers, calls });
    expect(state().loading).toBe(true);
    await waitFor(() => expect(state().loading).toBe(false));
    expect(state().failed).toBe(false);
    expect(state().sources).toEqual([
      {
        id: 'file-1',
        name: 'upper.stl',
        type: 'stl',
        url: 'https://s3.test/practices/p/cases/7/upper.stl?X-Amz-Signature=abc',
        color: '#e8dcc8',
        alpha: 1,
      },
      {
        id: 'file-2',
        name: 'crown.obj',
        type: 'obj',
        url: 'https://s3.test/practices/p/cases/7/crown.obj?X-Amz-Signature=abc',
        mtlUrl: 'https://s3.test/practices/p/cases/7/crown.mtl?X-Amz-Signature=abc',
        textureUrl: 'https://s3.test/practices/p/cases/7/crown.png?X-Amz-Signature=abc',
        alpha: 0.5,
      },
    ]);
    expect(calls.filter((call) => call.operation === 'ViewerPresignedGet')).toHaveLength(4);
    expect(calls.find((call) => call.operation === 'ViewerModelFiles')?.variables).toEqual({ caseId: '7' });
  });

  it('keeps only the file named by fileId', async () => {
    renderApp(<Probe caseId={7} fileId={2} />, { resolvers });
    await waitFor(() => expect(state().loading).toBe(false));
    expect(state().sources.map((source) => source.id)).toEqual(['file-2']);
  });

  it('reports a failure to sign instead of showing nothing', async () => {
    renderApp(<Probe caseId={7} fileId={null} />, {
      resolvers: {
        ...resolvers,
        presignedGet: () => {
          throw new Error('Permission denied');
        },
      },
    });
    await waitFor(() => expect(state().failed).toBe(true));
    expect(state().sources).toEqual([]);
  });

  it('asks nothing without a case', () => {
    const calls: { operation: string; variables: unknown }[] = [];
    renderApp(<Probe caseId={null} fileId={null} />, { resolvers, calls });
    expect(state()).toEqual({ sources: [], loading: false, failed: false });
    expect(calls).toEqual([]);
  });
});
