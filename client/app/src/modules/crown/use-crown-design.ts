import { useMutation, useQuery } from '@apollo/client/react';
import type { DentalViewer, MeshData, ModelSource } from '@odontia/viewer';
import { useEffect, useState } from 'react';
import { CrownDesignDocument, StartCrownDesignDocument } from './crown.documents';
import { DEFAULT_CROWN_PARAMS, type CrownParams } from './crown-params';
import type { ProposalTask } from './ProposalPanel';
import { loadCrownMesh } from './crown-files';
import { sceneMesh, scansForTooth } from './scan-meshes';
import type { CrownMeshes } from './use-crown-editor';

type Vec3 = [number, number, number];

/** Where the clinician is: the server's task status plus the steps only the page knows. */
export type CrownStage = 'tooth' | 'detecting' | 'margin' | 'jaw' | 'proposing' | 'editing' | 'finished';

const POLL_MS = 1500;

/** The task states of TaskStatus (server/src/modules/task/task.entity.ts) the page tells apart. */
const QUEUED = 'ToBeDesigned';
const DESIGNED = 'ToBeConfirmed';
const FINISHED = 'Finished';

const fileIdOf = (source: ModelSource | null) => (source ? source.id.replace(/^file-/, '') : null);

/**
 * The crown design of a case group through the API: setup and margin detection, the proposal with
 * the accepted margin (both queued tasks, polled while waiting), saving the edited crown.
 */
export function useCrownDesign(caseGroupId: string, scans: readonly ModelSource[]) {
  const [params, setParams] = useState<CrownParams>(DEFAULT_CROWN_PARAMS);
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const query = useQuery(CrownDesignDocument, { variables: { caseGroupId }, fetchPolicy: 'network-only' });
  const [startDesign] = useMutation(StartCrownDesignDocument);
  const design = query.data?.crownDesign ?? null;
  const task = query.data?.caseTask ?? null;
  const waiting = design?.status === QUEUED;

  useEffect(() => {
    if (!waiting) return;
    query.startPolling(POLL_MS);
    return () => query.stopPolling();
  }, [waiting, query]);

  // Jaw Position: the bite opened (or closed) along the insertion axis, in mm, from the scans' occlusion.
  const axis = (design?.axis as Vec3 | null) ?? null;
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    const s = design?.setup;
    if (s) setParams({ cementGap: s.cementGapMm, minThickness: s.minimalThicknessMm, marginWidth: s.marginWidthMm });
    const shift = s?.opposingShiftMm;
    if (shift && axis) setOpening(Number(shift.reduce((sum, v, k) => sum + v * axis[k]!, 0).toFixed(2)));
  }, [design?.setup, axis]);
  // while a re-run is queued its result (and axis) is gone: the opposing scan stays where the setup put it
  const opposingShift: Vec3 = axis
    ? [axis[0] * opening, axis[1] * opening, axis[2] * opening]
    : ((design?.setup?.opposingShiftMm as Vec3 | undefined) ?? [0, 0, 0]);

  const stage: CrownStage = !design?.setup
    ? 'tooth'
    : design.status === FINISHED
      ? 'finished'
      : waiting
        ? design.marginGiven || accepted
          ? 'proposing'
          : 'detecting'
        : design.status !== DESIGNED
          ? 'tooth'
          : design.marginGiven
            ? 'editing'
            : accepted
              ? 'jaw'
              : 'margin';

  const run = async (tooth: number, margin: Vec3[] | null, shift: Vec3) => {
    const { prepared, opposing } = scansForTooth(scans, tooth);
    const [upper, lower] = tooth < 30 ? [prepared, opposing] : [opposing, prepared];
    setBusy(true);
    try {
      await startDesign({
        variables: {
          input: {
            caseGroupId,
            tooth,
            upperFileId: fileIdOf(upper)!,
            lowerFileId: fileIdOf(lower)!,
            cementGapMm: params.cementGap,
            minimalThicknessMm: params.minThickness,
            marginWidthMm: params.marginWidth,
            margin,
            opposingShiftMm: shift,
          },
        },
      });
      await query.refetch();
    } finally {
      setBusy(false);
    }
  };

  const [margin, setMargin] = useState<Vec3[] | null>(null);
  const proposalTask: ProposalTask | null = design?.error
    ? { state: 'failed', position: 0, estimatedMinutes: 0, error: design.error }
    : waiting && task
      ? {
          state: task.position > 0 ? 'queued' : 'running',
          position: task.position,
          estimatedMinutes: task.estimatedMinutes,
          error: null,
        }
      : null;

  return {
    stage,
    tooth: design?.setup?.tooth ?? null,
    margin: (design?.margin as Vec3[] | null) ?? null,
    task: proposalTask,
    urls: design?.urls ?? null,
    undercut:
      design?.undercutVolumeMm3 != null && design.maxUndercutMm != null
        ? { volumeMm3: design.undercutVolumeMm3, deepestMm: design.maxUndercutMm }
        : null,
    params,
    opening,
    setOpening,
    /** Where the opposing scan stands, moved from the scans' occlusion (mm). */
    opposingShift,
    busy: busy || waiting,
    setParams,
    /** Setup and margin detection for a tooth (a queued task). */
    start: (tooth: number) => {
      setAccepted(false);
      setOpening(0);
      return run(tooth, null, [0, 0, 0]);
    },
    /** Accepts the margin line as drawn; the proposal then runs on it. */
    acceptMargin: (points: Vec3[]) => {
      setMargin(points);
      setAccepted(true);
    },
    /** The proposal on the accepted margin (a queued task). */
    propose: () => run(design!.setup!.tooth, margin ?? (design!.margin as Vec3[]), opposingShift),
    refetch: () => query.refetch(),
  };
}

/** The proposal, its inner surface and the scans around (model ids), once the proposal is there. */
export function useCrownMeshes(
  viewer: DentalViewer | null,
  urls: { outer: string | null; inner: string | null } | null,
  preparedId: string | null,
  opposingId: string | null,
): CrownMeshes | null {
  const [meshes, setMeshes] = useState<CrownMeshes | null>(null);
  const outerUrl = urls?.outer ?? null;
  const innerUrl = urls?.inner ?? null;
  useEffect(() => {
    if (!viewer || !outerUrl) return;
    let live = true;
    void Promise.all([loadCrownMesh(outerUrl), innerUrl ? loadCrownMesh(innerUrl) : null]).then(([outer, inner]) => {
      const prepared = preparedId ? sceneMesh(viewer, preparedId) : null;
      const opposing = opposingId ? sceneMesh(viewer, opposingId) : null;
      const others = [prepared, opposing].filter((m): m is MeshData => m !== null);
      if (live) setMeshes({ outer, inner, others, prepared, opposing });
    });
    return () => {
      live = false;
      setMeshes(null);
    };
  }, [viewer, outerUrl, innerUrl, preparedId, opposingId]);
  return meshes;
}
