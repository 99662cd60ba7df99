import { useApolloClient } from '@apollo/client/react';
import { alignScansInWorker, loadModel, worldNormals, worldVertices, type LoadedModel } from '@odontia/viewer';
import { useEffect, useState } from 'react';
import { caseModelSources } from '../viewer/case-files';
import { pickJaws } from '../trajectory/playback/use-playback-data';

/** How a compared case's upper-scan frame sits on the first case's: the fit, or null when a case has no scans. */
export type VisitAlignment = { matrix: number[]; rmsMm: number } | null;

/**
 * Each compared case's paths carried onto the first case's upper scan: the cases' upper scans aligned scan
 * to scan (no marks; in a worker), since every visit's scans come in their own frame.
 */
export function useVisitAlignment(caseIds: readonly number[]) {
  const client = useApolloClient();
  const [alignments, setAlignments] = useState(new Map<number, VisitAlignment>());
  const [failed, setFailed] = useState(false);
  const key = caseIds.join(',');

  useEffect(() => {
    const [first, ...others] = key ? key.split(',').map(Number) : [];
    setAlignments(new Map());
    setFailed(false);
    if (first === undefined || !others.length) return;
    let live = true;
    const upperScan = async (caseId: number): Promise<LoadedModel | null> => {
      const jaws = pickJaws(await caseModelSources(client, caseId));
      return jaws ? loadModel(jaws.upper) : null;
    };
    void (async () => {
      const target = await upperScan(first);
      const surface = target && { positions: worldVertices(target.object), normals: worldNormals(target.object) };
      const found = new Map<number, VisitAlignment>();
      for (const caseId of others) {
        const source = surface ? await upperScan(caseId) : null;
        const fit = source && surface ? await alignScansInWorker(worldVertices(source.object), surface) : null;
        found.set(caseId, fit && { matrix: fit.matrix, rmsMm: fit.rms });
        if (live) setAlignments(new Map(found));
      }
    })().catch((failure: unknown) => {
      console.error(failure);
      if (live) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [client, key]);

  return { alignments, failed };
}
