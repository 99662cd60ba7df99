import { makeStyles, tokens } from '@fluentui/react-components';
import type { Trajectory } from '@odontia/shared';
import { PathLayer, Viewer, type DentalViewer, type ModelSource } from '@odontia/viewer';
import { Matrix4 } from 'three';
import { useEffect, useMemo, useState } from 'react';
import { useCaseModelSources } from '../viewer/case-files';
import { pickJaws } from '../trajectory/playback/use-playback-data';
import type { CaseAnalysis, PatientRecording } from './use-comparison-data';
import type { VisitAlignment } from './use-visit-alignment';

/** One colour per compared recording (legend and table headers use the same). */
export const RECORDING_COLORS = ['#d13438', '#0f6cbd', '#107c10', '#8764b8'] as const;

const useStyles = makeStyles({
  stage: {
    position: 'relative',
    height: '420px',
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
});

interface Props {
  recordings: readonly PatientRecording[];
  analyses: ReadonlyMap<number, CaseAnalysis>;
  trajectories: ReadonlyMap<string, Trajectory>;
  /** Other cases' upper-scan frames on the first case's; a case not in it yet is still being aligned. */
  alignments: ReadonlyMap<number, VisitAlignment>;
  /** The alignment failed: the other cases are drawn in their own frames. */
  alignFailed: boolean;
}

/**
 * An oblique view from the patient's front right, above, framing IP and both condyles: the paths run
 * forwards, downwards and sideways, so no single anatomical view shows them all.
 */
function frameMandible(viewer: DentalViewer, r: CaseAnalysis['reference']): void {
  const centre = [0, 1, 2].map((k) => (r.ip[k]! + r.lc[k]! + r.rc[k]!) / 3) as [number, number, number];
  const span = Math.hypot(r.lc[0] - r.rc[0], r.lc[1] - r.rc[1], r.lc[2] - r.rc[2]);
  viewer.camera.position.set(centre[0] - 1.6 * span, centre[1] + 0.9 * span, centre[2] + 1.6 * span);
  viewer.controls.target.set(...centre);
  viewer.controls.update();
}

/**
 * The IP, LC and RC paths of the compared recordings in one view, over the first case's upper scan: another
 * case's paths once its upper scan is aligned on that one (in their own frame when it has no scans).
 */
export function OverlayView({ recordings, analyses, trajectories, alignments, alignFailed }: Props) {
  const styles = useStyles();
  const [viewer, setViewer] = useState<DentalViewer | null>(null);
  const firstCase = recordings[0]?.caseId ?? null;
  const { sources } = useCaseModelSources(firstCase, null);
  const upper = useMemo<ModelSource[]>(() => {
    const jaws = pickJaws(sources);
    return jaws ? [{ ...jaws.upper, alpha: 0.6 }] : [];
  }, [sources]);

  useEffect(() => {
    if (!viewer) return;
    const layers = recordings.flatMap((r, i) => {
      const trajectory = trajectories.get(r.id);
      const analysis = analyses.get(r.caseId);
      const alignment = r.caseId === firstCase ? null : alignments.get(r.caseId);
      if (!trajectory || !analysis || (alignment === undefined && !alignFailed)) return [];
      const color = RECORDING_COLORS[i % RECORDING_COLORS.length]!;
      const { ip, lc, rc } = analysis.reference;
      const layer = new PathLayer(trajectory, [
        { id: `${r.id}-IP`, point: ip, color },
        { id: `${r.id}-LC`, point: lc, color },
        { id: `${r.id}-RC`, point: rc, color },
      ]);
      if (alignment) layer.group.applyMatrix4(new Matrix4().fromArray(alignment.matrix));
      viewer.scene.add(layer.group);
      return [layer];
    });
    viewer.container.dataset.overlayPaths = String(layers.length);
    const reference = analyses.get(recordings[0]?.caseId ?? -1)?.reference;
    if (reference) frameMandible(viewer, reference);
    return () => {
      for (const layer of layers) layer.dispose();
      delete viewer.container.dataset.overlayPaths;
    };
  }, [viewer, recordings, analyses, trajectories, firstCase, alignments, alignFailed]);

  return (
    <div className={styles.stage} data-testid="comparison-overlay">
      <Viewer
        models={upper}
        onViewer={setViewer}
        onReady={() => {
          const reference = analyses.get(recordings[0]?.caseId ?? -1)?.reference;
          if (viewer && reference) frameMandible(viewer, reference);
        }}
        options={{ measureLabel: false }}
      />
    </div>
  );
}
