import type { ApolloClient } from '@apollo/client';
import { caseCtKeys, generationName } from '@odontia/shared';
import { loadSeries, MESSAGES, ViewerError, type CtVolume, type DicomFile } from '@odontia/viewer';
import { graphql } from '../../__generated__';
import { getToken } from '../../session/token';
import { uploadBlob } from '../files/upload-blob';

const CtSeriesObjectsDocument = graphql(`
  query CtSeriesObjects($prefix: String!) {
    storageObjectsAll(prefix: $prefix) {
      key
      size
    }
  }
`);

/** The practice's key prefix from the token claims (bucket, region, host and prefix; never credentials). */
export function storagePrefixOf(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      storage?: { prefix?: unknown };
    };
    return typeof claims.storage?.prefix === 'string' ? claims.storage.prefix : null;
  } catch {
    return null;
  }
}

const CtSeriesUrlsDocument = graphql(`
  query CtSeriesUrls($keys: [String!]!) {
    presignedGets(keys: $keys)
  }
`);

const DeleteCtFolderDocument = graphql(`
  mutation DeleteCtFolder($prefix: String!) {
    deleteFolder(prefix: $prefix)
  }
`);

const DeleteCtObjectDocument = graphql(`
  mutation DeleteCtObject($key: String!) {
    deleteObject(key: $key)
  }
`);

/** Where a case's CT series is stored: one DICOM file per slice under `<prefix>cases/<caseId>/ct/` (see shared's case-ct-store). */
export const caseCtFolder = (prefix: string, caseId: number): string => `${prefix}cases/${caseId}/ct/`;

async function listCaseCt(client: ApolloClient, folder: string) {
  const { data } = await client.query({
    query: CtSeriesObjectsDocument,
    variables: { prefix: folder },
    fetchPolicy: 'no-cache',
  });
  return caseCtKeys(
    folder,
    data!.storageObjectsAll.map((object) => object.key),
  );
}

function caseFolder(caseId: number): string {
  const prefix = storagePrefixOf(getToken());
  if (!prefix) throw new ViewerError(MESSAGES.ctLoadFailed);
  return caseCtFolder(prefix, caseId);
}

/** How many slices the case's CT series has (0 when none is stored). */
export async function caseSeriesSize(client: ApolloClient, caseId: number): Promise<number> {
  return (await listCaseCt(client, caseFolder(caseId))).slices.length;
}

/** Slices signed per call (the server signs up to 2,000). */
const SIGNED_PER_CALL = 1000;

/** Lists the case's CT folder, signs a GET for every slice (a thousand a call) and reads the series in a worker ('CT load failed' when nothing is there). */
export async function loadCaseSeries(client: ApolloClient, caseId: number): Promise<CtVolume> {
  let urls: string[];
  try {
    const { slices } = await listCaseCt(client, caseFolder(caseId));
    if (slices.length === 0) throw new Error('no slices stored for the case');
    urls = [];
    for (let start = 0; start < slices.length; start += SIGNED_PER_CALL) {
      const { data } = await client.query({
        query: CtSeriesUrlsDocument,
        variables: { keys: slices.slice(start, start + SIGNED_PER_CALL) },
        fetchPolicy: 'no-cache',
      });
      urls.push(...data!.presignedGets);
    }
  } catch (error) {
    throw new ViewerError(MESSAGES.ctLoadFailed, { cause: error });
  }
  return loadSeries(urls);
}

/** Slices uploaded at a time. */
const PARALLEL_SLICES = 4;

/**
 * Stores a series that opened in the browser as the case's CT: its slices go to a new generation folder, four at a
 * time; once every slice is stored the new series is the one read, and the previous series is removed. An upload
 * that fails leaves the previous series in place (the incomplete generation is never read) and is rethrown.
 */
export async function saveCaseSeries(
  client: ApolloClient,
  caseId: number,
  files: readonly DicomFile[],
  onProgress: (stored: number) => void,
): Promise<void> {
  const folder = caseFolder(caseId);
  const generation = `${folder}${generationName(Date.now(), files.length)}/`;
  let stored = 0;
  try {
    for (let start = 0; start < files.length; start += PARALLEL_SLICES) {
      await Promise.all(
        files.slice(start, start + PARALLEL_SLICES).map(async (file, i) => {
          const index = String(start + i + 1).padStart(5, '0');
          await uploadBlob(client, {
            key: `${generation}${index}.dcm`,
            blob: new Blob([file.data as BlobPart], { type: 'application/dicom' }),
            kind: 'ct',
            contentType: 'application/dicom',
          });
          onProgress(++stored);
        }),
      );
    }
  } catch (error) {
    await client
      .mutate({ mutation: DeleteCtFolderDocument, variables: { prefix: generation }, context: { silent: true } })
      .catch(() => undefined);
    throw error;
  }
  const { staleFolders, staleKeys } = await listCaseCt(client, folder);
  for (const key of staleKeys)
    await client.mutate({ mutation: DeleteCtObjectDocument, variables: { key }, context: { silent: true } });
  for (const prefix of staleFolders)
    await client.mutate({ mutation: DeleteCtFolderDocument, variables: { prefix }, context: { silent: true } });
}
