import { MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { trajectoryOnCt, type CtFrames, type Trajectory, type V3 } from '@odontia/shared';
import { jointSpaceOverTrack, jointSurfaces, type SegmentationResult } from '@odontia/viewer';
import { useMemo } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { TimePlot, type TimeSeries } from '../trajectory/charts/TimePlot';
import { ValuesTable } from '../trajectory/motion/ValuesTable';
import type { ValueRow } from '../trajectory/motion/values';
import { Panel } from '../trajectory/Panel';

const SIDES = [
  { side: 'left', color: '#0f6cbd' },
  { side: 'right', color: '#107c10' },
] as const;

interface Props {
  result: SegmentationResult;
  /** The condyles on the CT (CT frame). */
  condyles: { lc: V3; rc: V3 };
  /** The recording, upper-scan frame; measured on the CT through the case's frames. */
  trajectory: Trajectory;
  frames: CtFrames;
  /** The playback position, ms from the first frame (null: not playing back). */
  timeMs: number | null;
}

const finite = (v: number | undefined): number | null => (v === undefined || !Number.isFinite(v) ? null : v);

/**
 * The joint space of the chosen recording: per frame the least distance from each condyle surface to
 * its fossa surface with the mandible at the recorded pose, plotted, with the values at intercuspation
 * (the recording's first frame) and the least of the movement; a warning when a condyle penetrates the
 * fossa (the CT and the recording do not fit: a registration error).
 */
export function JointSpacePanel({ result, condyles, trajectory, frames, timeMs }: Props) {
  const t = useT();
  const joints = useMemo(
    () => ({
      left: jointSurfaces(result.surfaces.jaw, result.surfaces.skull, condyles.lc),
      right: jointSurfaces(result.surfaces.jaw, result.surfaces.skull, condyles.rc),
    }),
    [result, condyles],
  );
  const over = useMemo(() => {
    const onCt = trajectoryOnCt(frames, trajectory);
    return { left: jointSpaceOverTrack(joints.left, onCt), right: jointSpaceOverTrack(joints.right, onCt) };
  }, [joints, trajectory, frames]);
  const times = useMemo(() => over.left.timesMs.map((ms) => ms / 1000), [over]);
  const series = useMemo<TimeSeries[]>(
    () => SIDES.map(({ side, color }) => ({ label: t(`trajectory.${side}`), color, values: over[side].perFrame })),
    [over, t],
  );
  const rows: ValueRow[] = SIDES.flatMap(({ side }) => [
    {
      key: `ip-${side}`,
      labelId: 'trajectoryCt.joint.atIp',
      side,
      value: finite(over[side].perFrame[0]),
      unit: 'mm' as const,
      methodId: 'trajectoryCt.joint.method',
    },
    {
      key: `min-${side}`,
      labelId: 'trajectoryCt.joint.minimum',
      side,
      value: finite(over[side].minimumMm),
      unit: 'mm' as const,
      methodId: 'trajectoryCt.joint.method',
    },
    {
      key: `min-at-${side}`,
      labelId: 'trajectoryCt.joint.minimumAt',
      side,
      value: finite(over[side].minimumAtMs),
      unit: 'ms' as const,
      methodId: 'trajectoryCt.joint.minimumAtMethod',
    },
  ]);
  const frame = timeMs === null ? -1 : nearestFrame(over.left.timesMs, timeMs);
  const penetrating = SIDES.filter(({ side }) => over[side].penetratingFrames > 0);

  return (
    <Panel title={t('trajectoryCt.joint.title')} testId="ct-joint-space">
      {penetrating.map(({ side }) => (
        <MessageBar key={side} intent="warning" data-testid={`ct-joint-penetration-${side}`}>
          <MessageBarBody>
            {t('trajectoryCt.joint.penetration', {
              side: t(`trajectory.${side}`),
              value: (-over[side].minimumMm).toFixed(2),
              frames: over[side].penetratingFrames,
            })}
          </MessageBarBody>
        </MessageBar>
      ))}
      <TimePlot
        testId="ct-joint-plot"
        title={t('trajectoryCt.joint.plot')}
        xLabel={t('trajectory.axis.time')}
        yLabel="mm"
        times={times}
        series={series}
      />
      {frame >= 0 && (
        <Text data-testid="ct-joint-now">
          {t('trajectoryCt.joint.now', {
            time: (over.left.timesMs[frame]! / 1000).toFixed(2),
            left: finite(over.left.perFrame[frame])?.toFixed(2) ?? t('trajectory.none'),
            right: finite(over.right.perFrame[frame])?.toFixed(2) ?? t('trajectory.none'),
          })}
        </Text>
      )}
      <ValuesTable rows={rows} testId="ct-joint-values" />
    </Panel>
  );
}

/** The index of the frame nearest to `ms` in ascending frame times. */
export function nearestFrame(timesMs: readonly number[], ms: number): number {
  let best = -1;
  for (let i = 0; i < timesMs.length; i++)
    if (best < 0 || Math.abs(timesMs[i]! - ms) < Math.abs(timesMs[best]! - ms)) best = i;
  return best;
}
