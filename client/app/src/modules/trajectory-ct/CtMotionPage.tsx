import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Select,
  Spinner,
  Text,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { CubeRegular, LayerDiagonalRegular } from '@fluentui/react-icons';
import {
  ctFrames,
  IDENTITY4,
  poseOnCt,
  scanPointToCt,
  transformPoint,
  type Matrix4Array,
  type V3,
} from '@odontia/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { MotionSection } from '../trajectory/MotionPage';
import { PlaybackPanel, type ExtraScene } from '../trajectory/playback/PlaybackPanel';
import { TrajectoryFrame, type TrajectoryView } from '../trajectory/TrajectoryFrame';
import { JointSpacePanel } from './JointSpacePanel';
import { movingOnScans, onScans } from './ct-placement';
import { useCaseCt, type CtScene } from './use-case-ct';

/** `/trajectory-ct/motion`: the motion analysis with the case's CT moving in the playback, and the joint space. */
export default function CtMotionPage() {
  return <TrajectoryFrame section="motion">{(view) => <CtMotionSection view={view} />}</TrajectoryFrame>;
}

const useStyles = makeStyles({
  tools: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const vec = (v: readonly number[]): V3 => [v[0] ?? 0, v[1] ?? 0, v[2] ?? 0];

interface Following {
  /** Whether the slices are shown: hidden ones are not moved (nor their images cut) each frame. */
  shown: boolean;
  /** The condyle the slices pass through, CT frame. */
  condyle: V3 | null;
  /** The mandible's pose in the CT frame. */
  pose: Matrix4Array;
}

/** Passes the CT slices through the condyle at the mandible's pose; the voxel shown is published on `info`. */
function followCondyle(scene: CtScene, { shown, condyle, pose }: Following, info: HTMLElement | null): void {
  if (!shown || !condyle) return;
  scene.slices.setCenter(transformPoint(pose, condyle));
  if (info) info.dataset.slicesVoxel = scene.slices.voxel.join(',');
}

function CtMotionSection({ view }: { view: TrajectoryView }) {
  const styles = useStyles();
  const t = useT();
  const ct = useCaseCt(Number(view.trajectoryCase.caseId));
  const [showCt, setShowCt] = useState(true);
  const [showSlices, setShowSlices] = useState(false);
  const [sliceSide, setSliceSide] = useState<'lc' | 'rc'>('lc');
  const [timeMs, setTimeMs] = useState<number | null>(null);
  const ready = ct.status === 'ready' ? ct : null;
  const scene = ready?.scene ?? null;
  const suggested = ready?.result.condyles;

  // The CT lives in its own frame; the scans, the recordings and the analysis in the upper-scan frame.
  // The case's scan registration maps one onto the other (none saved: the two are taken as one).
  const { analysis } = view;
  const registration = analysis.ctRegistration ?? null;
  const frames = useMemo(() => ctFrames(registration), [registration]);

  // The condyles on the CT: the ones placed on it and saved with the case (the analysis has them in the
  // scan frame), else the ones suggested from this segmentation. Kept while the playback moves (each time
  // step renders this page), so the joint space is measured once.
  const condyles = useMemo(() => {
    if (analysis.condyleSource === 'ct')
      return { lc: scanPointToCt(frames, vec(analysis.lc)), rc: scanPointToCt(frames, vec(analysis.rc)) };
    const { lc, rc } = suggested ?? {};
    return lc && rc ? { lc, rc } : null;
  }, [analysis, suggested, frames]);

  // The slice planes pass through the chosen condyle wherever the recorded motion has carried it.
  const slicesInfo = useRef<HTMLDivElement>(null);
  const condyle = condyles?.[sliceSide] ?? null;
  const following = useRef<Following>({ shown: false, condyle: null, pose: IDENTITY4 });
  const extraScene = useMemo<ExtraScene | null>(() => {
    if (!scene) return null;
    return {
      fixed: onScans(scene.fixed, frames, 'ct_upper_model'),
      mandible: movingOnScans(scene.mandible, frames, 'ct_lower_model'),
      slices: onScans(scene.slices.group, frames, 'ct_slices'),
      onPose: (pose) => {
        following.current.pose = poseOnCt(frames, Array.from(pose));
        followCondyle(scene, following.current, slicesInfo.current);
      },
    };
  }, [scene, frames]);
  useEffect(() => {
    following.current.condyle = condyle;
    following.current.shown = showSlices;
    if (scene) followCondyle(scene, following.current, slicesInfo.current);
  }, [scene, condyle, showSlices]);

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
      leavePlaybackMessage={
        scene && showCt ? t('trajectoryCt.leaveCt') : scene && showSlices ? t('trajectoryCt.leaveSlices') : null
      }
      playback={(caseId, recordingId) => (
        <>
          <div className={styles.tools}>
            <ToggleButton
              icon={<CubeRegular />}
              checked={showCt}
              disabled={!scene}
              onClick={() => setShowCt((on) => !on)}
              data-testid="ct-toggle"
            >
              {t('trajectoryCt.showHideCt')}
            </ToggleButton>
            <ToggleButton
              icon={<LayerDiagonalRegular />}
              checked={showSlices}
              disabled={!scene || !condyles}
              onClick={() => setShowSlices((on) => !on)}
              data-testid="ct-slices-toggle"
            >
              {t('trajectoryCt.showHideSlices')}
            </ToggleButton>
            <Select
              aria-label={t('trajectoryCt.slicesThrough')}
              value={sliceSide}
              disabled={!showSlices}
              onChange={(_, d) => setSliceSide(d.value as 'lc' | 'rc')}
              data-testid="ct-slices-side"
            >
              <option value="lc">{t('trajectoryCt.slicesThroughLeft')}</option>
              <option value="rc">{t('trajectoryCt.slicesThroughRight')}</option>
            </Select>
          </div>
          <div
            ref={slicesInfo}
            data-testid="ct-playback"
            data-ct-shown={Boolean(scene && showCt)}
            data-slices-shown={Boolean(scene && showSlices)}
          >
            <PlaybackPanel
              key={recordingId}
              caseId={caseId}
              recordingId={recordingId}
              extraScene={extraScene}
              extraVisible={showCt}
              slicesVisible={showSlices}
              extraVersion={sliceSide}
              onTime={setTimeMs}
            />
          </div>
        </>
      )}
      more={(_, trajectory) => (
        <>
          {status}
          {ready && condyles && trajectory && (
            <JointSpacePanel
              result={ready.result}
              condyles={condyles}
              trajectory={trajectory}
              frames={frames}
              timeMs={timeMs}
            />
          )}
        </>
      )}
    />
  );
}
