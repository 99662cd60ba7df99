import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Text,
  ToggleButton,
} from '@fluentui/react-components';
import { CubeRegular } from '@fluentui/react-icons';
import type { V3 } from '@odontia/shared';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { MotionSection } from '../trajectory/MotionPage';
import { PlaybackPanel } from '../trajectory/playback/PlaybackPanel';
import { TrajectoryFrame, type TrajectoryView } from '../trajectory/TrajectoryFrame';
import { JointSpacePanel } from './JointSpacePanel';
import { useCaseCt } from './use-case-ct';

/** `/trajectory-ct/motion`: the motion analysis with the case's CT moving in the playback, and the joint space. */
export default function CtMotionPage() {
  return <TrajectoryFrame section="motion">{(view) => <CtMotionSection view={view} />}</TrajectoryFrame>;
}

const vec = (v: readonly number[]): V3 => [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0];

function CtMotionSection({ view }: { view: TrajectoryView }) {
  const t = useT();
  const ct = useCaseCt(Number(view.trajectoryCase.caseId));
  const [showCt, setShowCt] = useState(true);
  const [timeMs, setTimeMs] = useState<number | null>(null);
  const ready = ct.status === 'ready' ? ct : null;
  const scene = ready?.scene ?? null;
  const suggested = ready?.result.condyles;

  // The condyles placed on the CT and saved with the case; else the ones suggested from this segmentation.
  // Kept while the playback moves (each time step renders this page), so the joint space is measured once.
  const { analysis } = view;
  const condyles = useMemo(() => {
    if (analysis.condyleSource === 'ct') return { lc: vec(analysis.lc), rc: vec(analysis.rc) };
    const { lc, rc } = suggested ?? {};
    return lc && rc ? { lc, rc } : null;
  }, [analysis, suggested]);

  const status = (
    <div data-testid="ct-status" data-ct={ct.status}>
      {(ct.status === 'loading' || ct.status === 'segmenting') && (
        <Spinner size="tiny" label={t(`trajectoryCt.${ct.status}`)} />
      )}
      {ct.status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{t(ct.errorId)}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={ct.retry} data-testid="ct-retry">
              {t('trajectoryCt.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {ready && (
        <Text size={200} data-testid="ct-ready">
          {t('trajectoryCt.ready', {
            load: (ready.loadMs / 1000).toFixed(1),
            segment: (ready.segmentMs / 1000).toFixed(1),
          })}
        </Text>
      )}
    </div>
  );

  return (
    <MotionSection
      view={view}
      leavePlaybackMessage={scene && showCt ? t('trajectoryCt.leaveCt') : null}
      playback={(caseId, recordingId) => (
        <>
          <ToggleButton
            icon={<CubeRegular />}
            checked={showCt}
            disabled={!scene}
            onClick={() => setShowCt((on) => !on)}
            data-testid="ct-toggle"
          >
            {t('trajectoryCt.showHideCt')}
          </ToggleButton>
          <div data-testid="ct-playback" data-ct-shown={Boolean(scene && showCt)}>
            <PlaybackPanel
              key={recordingId}
              caseId={caseId}
              recordingId={recordingId}
              extraScene={scene}
              extraVisible={showCt}
              onTime={setTimeMs}
            />
          </div>
        </>
      )}
      more={(_, trajectory) => (
        <>
          {status}
          {ready && condyles && trajectory && (
            <JointSpacePanel result={ready.result} condyles={condyles} trajectory={trajectory} timeMs={timeMs} />
          )}
        </>
      )}
    />
  );
}
