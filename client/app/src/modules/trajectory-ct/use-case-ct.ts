import { useApolloClient } from '@apollo/client/react';
import {
  canalTube,
  CtSlicePlanes,
  MODEL_IDS,
  segmentInWorker,
  surfaceModel,
  type SegmentationResult,
  type VoxelStructure,
} from '@odontia/viewer';
import { useEffect, useState } from 'react';
import { Group, Mesh, type Material } from 'three';
import { loadCaseSeries } from '../ct/case-series';
import { CaseCtCanalsDocument } from '../ct/ct.queries';
import { ctErrorId } from '../ct/ct-errors';

/**
 * The CT as the motion scene places it: the skull and upper teeth fixed, the mandible moving, and the
 * three slice planes of the volume, which the page passes through the moving condyle.
 */
export interface CtScene {
  fixed: Group;
  mandible: Group;
  slices: CtSlicePlanes;
}

export type CaseCt =
  | { status: 'loading' | 'segmenting' }
  | { status: 'failed'; errorId: string }
  | { status: 'ready'; result: SegmentationResult; scene: CtScene; loadMs: number; segmentMs: number };

const FIXED: VoxelStructure[] = ['skull', 'tooth_upper'];
const MANDIBLE: VoxelStructure[] = ['jaw', 'tooth_lower'];

function groupOf(name: string, result: SegmentationResult, structures: VoxelStructure[]): Group {
  const group = new Group();
  group.name = name;
  for (const s of structures)
    if (result.surfaces[s].triangles > 0)
      group.add(surfaceModel(result.surfaces[s], MODEL_IDS[s].id, MODEL_IDS[s].color).object);
  return group;
}

// Kept alive (seed 000: the CT facebow's motion page): the last case's segmentation outlives the page,
// so coming back to it, or from another section, does not load and segment the CT again.
let kept: { caseId: number; result: SegmentationResult; loadMs: number } | null = null;

/** Drops the kept segmentation of a case whose CT was just replaced. */
export function forgetCaseCt(caseId: number): void {
  if (kept?.caseId === caseId) kept = null;
}

/**
 * The case's stored CBCT, segmented in the worker (skull, jaw, upper and lower teeth) and built into
 * the two groups of the motion scene (in the CT's frame; the page places them on the scans through the
 * saved registration), the canals traced on it moving with the mandible.
 */
export function useCaseCt(caseId: number): CaseCt & { retry: () => void } {
  const client = useApolloClient();
  const [state, setState] = useState<CaseCt>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    let built: CtScene | null = null;
    const show = (result: SegmentationResult, loadMs: number) => {
      built = {
        fixed: groupOf('ct_upper_model', result, FIXED),
        mandible: groupOf('ct_lower_model', result, MANDIBLE),
        slices: new CtSlicePlanes(result.volume),
      };
      setState({ status: 'ready', result, scene: built, loadMs, segmentMs: result.ms });
      // the canals traced on this CT move with the mandible they run in
      const mandible = built.mandible;
      client
        .query({ query: CaseCtCanalsDocument, variables: { caseId: String(caseId) }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          const canals = data?.caseCtCanals;
          if (!live || !canals) return;
          for (const [side, points] of [
            ['left', canals.left],
            ['right', canals.right],
          ] as const)
            if (points.length >= 2) {
              const tube = canalTube(points as [number, number, number][], canals.diameterMm);
              mandible.add(surfaceModel(tube, `${MODEL_IDS.canal.id}-${side}`, MODEL_IDS.canal.color).object);
            }
        })
        .catch((error: unknown) => console.error(error));
    };
    if (kept?.caseId === caseId) show(kept.result, kept.loadMs);
    else {
      setState({ status: 'loading' });
      const started = performance.now();
      (async () => {
        const volume = await loadCaseSeries(client, caseId);
        const loadMs = performance.now() - started;
        if (!live) return;
        setState({ status: 'segmenting' });
        const result = await segmentInWorker(volume);
        kept = { caseId, result, loadMs };
        if (live) show(result, loadMs);
      })().catch((error: unknown) => {
        console.error(error);
        if (live) setState({ status: 'failed', errorId: ctErrorId(error) });
      });
    }
    return () => {
      live = false;
      built?.slices.dispose();
      for (const group of [built?.fixed, built?.mandible])
        group?.traverse((o) => {
          if (!(o instanceof Mesh)) return;
          o.geometry.dispose();
          (o.material as Material).dispose();
        });
    };
  }, [client, caseId, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}
