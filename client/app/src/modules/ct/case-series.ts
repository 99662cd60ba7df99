import type { ApolloClient } from '@apollo/client';
import { loadDicomSeries, MESSAGES, ViewerError, type CtVolume } from '@odontia/viewer';
import { graphql } from '../../__generated__';
import { getToken } from '../../session/token';
import { presignedUrl } from '../viewer/case-files';

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

/** Where a case's CT series is stored: one DICOM file per slice under `<prefix>cases/<caseId>/ct/`. */
export const caseCtFolder = (prefix: string, caseId: number): string => `${prefix}cases/${caseId}/ct/`;

/** Lists the case's CT folder, signs a GET for every slice and parses the series ('CT load failed' when nothing is there). */
export async function loadCaseSeries(client: ApolloClient, caseId: number): Promise<CtVolume> {
  const prefix = storagePrefixOf(getToken());
  if (!prefix) throw new ViewerError(MESSAGES.ctLoadFailed);
  let urls: string[];
  try {
    const { data } = await client.query({
      query: CtSeriesObjectsDocument,
      variables: { prefix: caseCtFolder(prefix, caseId) },
      fetchPolicy: 'no-cache',
    });
    const keys = data!.storageObjectsAll.map((object) => object.key).filter((key) => !key.endsWith('/'));
    if (keys.length === 0) throw new Error('no slices stored for the case');
    urls = await Promise.all(keys.map((key) => presignedUrl(client, key)));
  } catch (error) {
    throw new ViewerError(MESSAGES.ctLoadFailed, { cause: error });
  }
  return loadDicomSeries(urls);
}
