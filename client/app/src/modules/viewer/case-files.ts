import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ModelSource, ModelType } from '@odontia/viewer';
import { useEffect, useState } from 'react';
import { graphql } from '../../__generated__';

const ViewerModelFilesDocument = graphql(`
  query ViewerModelFiles($caseId: ID!) {
    modelFiles(caseId: $caseId) {
      id
      type
      key
      mtlKey
      textureKey
      color
      alpha
      name
    }
  }
`);

const ViewerPresignedGetDocument = graphql(`
  query ViewerPresignedGet($key: String!) {
    presignedGet(key: $key)
  }
`);

/** A presigned GET URL (valid 3600 s) for a key under the practice prefix; never cached. */
export async function presignedUrl(client: ApolloClient, key: string): Promise<string> {
  const result = await client.query({ query: ViewerPresignedGetDocument, variables: { key }, fetchPolicy: 'no-cache' });
  return result.data!.presignedGet;
}

type CaseFile = {
  id: string;
  type: string;
  key: string;
  mtlKey: string | null;
  textureKey: string | null;
  color: string | null;
  alpha: number;
  name: string;
};

/** Model file rows as viewer sources: a presigned GET (3600 s) for each object (main file, MTL, texture). */
function signSources(client: ApolloClient, files: readonly CaseFile[]): Promise<ModelSource[]> {
  const sign = (key: string) => presignedUrl(client, key);
  return Promise.all(
    files.map(async (file): Promise<ModelSource> => {
      const [url, mtlUrl, textureUrl] = await Promise.all([
        sign(file.key),
        file.mtlKey ? sign(file.mtlKey) : undefined,
        file.textureKey ? sign(file.textureKey) : undefined,
      ]);
      return {
        id: `file-${file.id}`,
        name: file.name,
        type: file.type as ModelType,
        url,
        mtlUrl,
        textureUrl,
        color: file.color ?? undefined,
        alpha: file.alpha,
      };
    }),
  );
}

/** The model files of a case as signed viewer sources, outside a component. */
export async function caseModelSources(client: ApolloClient, caseId: number): Promise<ModelSource[]> {
  const { data } = await client.query({
    query: ViewerModelFilesDocument,
    variables: { caseId: String(caseId) },
    fetchPolicy: 'network-only',
  });
  return signSources(client, data!.modelFiles);
}

export interface CaseModelSources {
  sources: ModelSource[];
  loading: boolean;
  failed: boolean;
}

/**
 * The model files of a case as viewer sources: the file rows, then a presigned GET (3600 s) for each
 * object (main file, MTL, texture). `fileId` keeps only that file.
 */
export function useCaseModelSources(caseId: number | null, fileId: number | null): CaseModelSources {
  const client = useApolloClient();
  const { data, error, loading } = useQuery(ViewerModelFilesDocument, {
    variables: { caseId: String(caseId ?? '') },
    skip: caseId === null,
    fetchPolicy: 'network-only',
  });
  const [signed, setSigned] = useState<{ files: readonly CaseFile[]; sources: ModelSource[] } | null>(null);
  const [signFailed, setSignFailed] = useState(false);

  const files = data?.modelFiles;
  // Presigned URLs expire: they are asked for each time the files are shown, never cached.
  useEffect(() => {
    if (!files) return;
    let live = true;
    const chosen = fileId === null ? files : files.filter((file) => file.id === String(fileId));
    signSources(client, chosen).then(
      (sources) => live && setSigned({ files, sources }),
      (failure: unknown) => {
        console.error(failure);
        if (live) setSignFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [client, files, fileId]);

  const current = signed && signed.files === files ? signed.sources : null;
  return {
    sources: current ?? NONE,
    loading: caseId !== null && !error && !signFailed && (loading || current === null),
    failed: Boolean(error) || signFailed,
  };
}

const NONE: ModelSource[] = [];
