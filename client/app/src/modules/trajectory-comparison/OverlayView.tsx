import { makeStyles, tokens } from '@fluentui/react-components';
import type { Trajectory } from '@odontia/shared';
import { PathLayer, Viewer, type DentalViewer, type ModelSource } from '@odontia/viewer';
import { useEffect, useMemo, useState } from 'react';
import { useCaseModelSources } from '../viewer/case-files';
import { pickJaws } from '../trajectory/playback/use-playback-data';
import type { CaseAnalysis, PatientRecording } from './use-comparison-data';

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
}

/** The IP, LC and RC paths of the compared recordings in one view, over the first case's upper scan. */
export function OverlayView({ recordings, analyses, trajectories }: Props) {
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
      if (!trajectory || !analysis) return [];
      const color = RECORDING_COLORS[i % RECORDING_COLORS.length]!;
      const { ip, lc, rc } = analysis.reference;
      const layer = new PathLayer(trajectory, [
        { id: `${r.id}-IP`, point: ip, color },
        { id: `${r.id}-LC`, point: lc, color },
        { id: `${r.id}-RC`, point: rc, color },
      ]);
      viewer.scene.add(layer.group);
      return [layer];
    });
    viewer.container.dataset.overlayPaths = String(layers.length);
    const first = analyses.get(recordings[0]?.caseId ?? -1)?.reference;
    // frame the condyles as well as the teeth: the paths span the whole mandible
    if (first) {
      const centre = [0, 1, 2].map((k) => (first.ip[k]! + first.lc[k]! + first.rc[k]!) / 3) as [number, number, number];
      void viewer.flyTo(centre, {
        radius: 3 * Math.hypot(first.lc[0] - first.rc[0], first.lc[1] - first.rc[1], first.lc[2] - first.rc[2]),
        duration: 0,
      });
    }
    return () => {
      for (const layer of layers) layer.dispose();
      delete viewer.container.dataset.overlayPaths;
    };
  }, [viewer, recordings, analyses, trajectories]);

  return (
    <div className={styles.stage} data-testid="comparison-overlay">
      <Viewer models={upper} onViewer={setViewer} options={{ measureLabel: false }} />
    </div>
  );
}
