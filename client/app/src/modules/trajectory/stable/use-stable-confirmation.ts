import { useMutation, useQuery } from '@apollo/client/react';
import { notify } from '../../../feedback/bus';
import type { TrajectoryView } from '../TrajectoryFrame';
import { RecordCollectionDocument, SaveFacebowConfigDocument, TrajectoryFacebowDocument } from '../trajectory.queries';

/** What the facebow's collected data says about the stable position. */
export interface StableConfirmation {
  confirmedAt: string;
  recordingIds: string[];
}

const confirmationOf = (collected: unknown): StableConfirmation | null => {
  const value = (collected as { stablePosition?: StableConfirmation } | null)?.stablePosition;
  return value && typeof value.confirmedAt === 'string' && Array.isArray(value.recordingIds) ? value : null;
};

/**
 * The stable position's confirmation (seed 001: a 3-step collection, then confirm), kept in the
 * facebow's collected data next to what else was collected under the fixed parameters.
 */
export function useStableConfirmation(view: TrajectoryView) {
  const caseGroupId = view.trajectoryCase.caseGroupId;
  const { data, refetch } = useQuery(TrajectoryFacebowDocument, {
    variables: { caseGroupId },
    fetchPolicy: 'network-only',
  });
  const [saveConfig] = useMutation(SaveFacebowConfigDocument);
  const [record, recording] = useMutation(RecordCollectionDocument);
  const facebow = data?.facebow ?? null;

  const confirm = async (recordingIds: string[]) => {
    if (!facebow) return;
    const config = facebow.config as Record<string, unknown>;
    // data is collected under fixed parameters: fix the current ones first when none are saved
    if (Object.keys(config).length === 0) {
      const fixed = await saveConfig({
        variables: { caseGroupId, config: { referencePlane: view.analysis.referencePlane } },
      }).catch(() => null);
      if (!fixed?.data) return;
    }
    const collected = (facebow.collected ?? {}) as Record<string, unknown>;
    const stablePosition: StableConfirmation = { confirmedAt: new Date().toISOString(), recordingIds };
    const result = await record({ variables: { caseGroupId, data: { ...collected, stablePosition } } }).catch(
      () => null,
    );
    if (!result?.data) return;
    notify.success('trajectory.position.confirmed');
    await refetch();
  };

  return {
    loaded: Boolean(facebow),
    confirmation: confirmationOf(facebow?.collected ?? null),
    confirming: recording.loading,
    confirm,
  };
}
