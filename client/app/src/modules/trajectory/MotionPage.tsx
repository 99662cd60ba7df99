import { makeStyles, MessageBar, MessageBarBody, Tab, TabList, tokens } from '@fluentui/react-components';
import type { Trajectory } from '@odontia/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { useT } from '../../i18n/I18nProvider';
import { PathPlots } from './motion/PathPlots';
import { RecordingPicker, useChosenMovement } from './motion/RecordingPicker';
import { POINT_COLORS, POINTS, referencePaths } from './motion/paths';
import { ValuesTable } from './motion/ValuesTable';
import { recordingRows, summaryRows } from './motion/values';
import { MotionViewerArea } from './MotionViewerArea';
import { Panel } from './Panel';
import { PlaybackPanel } from './playback/PlaybackPanel';
import { TrajectoryFrame, type TrajectoryView } from './TrajectoryFrame';
import { referenceOf } from './trajectory-data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  two: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(460px, 1fr))', gap: tokens.spacingHorizontalL },
});

/** `/trajectory/motion`: per recording the IP/LC/RC paths, plots and values; the case summary. */
export default function MotionPage() {
  return <TrajectoryFrame section="motion">{(view) => <MotionSection view={view} />}</TrajectoryFrame>;
}

type Recording = TrajectoryView['recordings'][number];

interface SectionProps {
  view: TrajectoryView;
  /** The playback of the chosen recording (default: on the scans; the CT facebow adds its CT). */
  playback?: (caseId: number, recordingId: string) => ReactNode;
  /** More panels about the chosen recording, below the viewer (the CT facebow's joint space). */
  more?: (chosen: Recording | null, trajectory: Trajectory | null) => ReactNode;
  /**
   * The message asking to confirm leaving the playback for the paths, while the playback is in a mode
   * the seed protects (the CT shown); null when switching needs no confirmation.
   */
  leavePlaybackMessage?: string | null;
}

const scansPlayback = (caseId: number, recordingId: string) => (
  <PlaybackPanel key={recordingId} caseId={caseId} recordingId={recordingId} />
);

export function MotionSection({ view, playback = scansPlayback, more, leavePlaybackMessage = null }: SectionProps) {
  const styles = useStyles();
  const t = useT();
  const { movements, chosen, choose, trajectory, failed } = useChosenMovement(view);
  const reference = useMemo(() => referenceOf(view.analysis), [view.analysis]);
  const paths = useMemo(() => {
    if (!trajectory) return null;
    const p = referencePaths(trajectory, reference);
    return POINTS.map((k) => ({ label: t(`trajectory.${k}`), color: POINT_COLORS[k], path: p[k] }));
  }, [trajectory, reference, t]);
  const viewerPaths = useMemo(
    () => POINTS.map((k) => ({ key: k, color: POINT_COLORS[k], point: reference[k] })),
    [reference],
  );
  const values = view.analysis.recordings.find((r) => r.recordingId === chosen?.id) ?? null;
  const [viewerMode, setViewerMode] = useState<'paths' | 'playback'>('paths');
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const selectMode = (mode: 'paths' | 'playback') => {
    if (mode === 'paths' && viewerMode === 'playback' && leavePlaybackMessage) setConfirmingLeave(true);
    else setViewerMode(mode);
  };
  const caseId = Number(view.trajectoryCase.caseId);

  return (
    <div className={styles.root}>
      <RecordingPicker movements={movements} chosen={chosen} onChoose={choose} testId="motion-recording" />
      {failed && (
        <MessageBar intent="error">
          <MessageBarBody>{t('trajectory.loadFailed')}</MessageBarBody>
        </MessageBar>
      )}
      {paths && (
        <Panel title={t('trajectory.recording')} testId="motion-plots">
          <PathPlots paths={paths} testId="motion" />
        </Panel>
      )}
      <div className={styles.two}>
        <Panel title={t('trajectory.values')}>
          {values && <ValuesTable rows={recordingRows(values)} testId="motion-values" />}
        </Panel>
        <Panel title={t('trajectory.viewer')}>
          <TabList
            selectedValue={viewerMode}
            onTabSelect={(_, d) => selectMode(d.value as 'paths' | 'playback')}
            data-testid="motion-viewer-mode"
          >
            <Tab value="paths">{t('trajectory.viewer.paths')}</Tab>
            <Tab value="playback" disabled={!chosen}>
              {t('trajectory.viewer.playback')}
            </Tab>
          </TabList>
          {viewerMode === 'playback' && chosen ? (
            playback(caseId, chosen.id)
          ) : (
            <MotionViewerArea caseId={caseId} trajectory={trajectory} paths={viewerPaths} reference={reference} />
          )}
        </Panel>
      </div>
      {confirmingLeave && leavePlaybackMessage && (
        <ConfirmDialog
          title={t('trajectory.viewer.switchMode')}
          confirmLabel={t('trajectory.viewer.switch')}
          cancelLabel={t('trajectory.viewer.keepMode')}
          onConfirm={() => {
            setConfirmingLeave(false);
            setViewerMode('paths');
          }}
          onCancel={() => setConfirmingLeave(false)}
        >
          {leavePlaybackMessage}
        </ConfirmDialog>
      )}
      {more?.(chosen, trajectory)}
      <Panel title={t('trajectory.summary')}>
        <ValuesTable rows={summaryRows(view.analysis.summary)} testId="motion-summary" />
      </Panel>
    </div>
  );
}
