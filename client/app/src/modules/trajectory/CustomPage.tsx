import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { pointPath, projectPath, type V3 } from '@odontia/shared';
import type { PickHit } from '@odontia/viewer';
import { useMemo, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { extentRows } from './custom/extents';
import { MotionPositions } from './custom/MotionPositions';
import { RegistrationMarks, type MarkName } from './custom/RegistrationMarks';
import { PathPlots } from './motion/PathPlots';
import { RecordingPicker, useChosenMovement } from './motion/RecordingPicker';
import { ValuesTable } from './motion/ValuesTable';
import { MotionViewerArea } from './MotionViewerArea';
import { Panel } from './Panel';
import { useScanMarking } from './ScanMarks';
import { TrajectoryFrame, type TrajectoryView } from './TrajectoryFrame';
import { referenceOf } from './trajectory-data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  two: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(460px, 1fr))', gap: tokens.spacingHorizontalL },
});

const PICK_COLOR = '#8764b8';

/** `/trajectory/custom`: the path, values and plots of a picked point or a named motion position. */
export default function CustomPage() {
  return <TrajectoryFrame section="custom">{(view) => <CustomSection view={view} />}</TrajectoryFrame>;
}

function CustomSection({ view }: { view: TrajectoryView }) {
  const styles = useStyles();
  const t = useT();
  const [picked, setPicked] = useState<{ point: V3; model: string } | null>(null);
  const marking = useScanMarking<MarkName>();
  const { movements, chosen, choose, trajectory } = useChosenMovement(view);
  const { plane } = useMemo(() => referenceOf(view.analysis), [view.analysis]);
  const path = useMemo(
    () => (trajectory && picked ? projectPath(pointPath(trajectory, picked.point), plane) : null),
    [trajectory, picked, plane],
  );
  const viewerPaths = useMemo(
    () => (picked ? [{ key: 'picked', color: PICK_COLOR, point: picked.point }] : []),
    [picked],
  );
  const onPick = (hit: PickHit | null) => {
    if (marking.place(hit) || !hit) return;
    setPicked({ point: [hit.point.x, hit.point.y, hit.point.z], model: hit.mesh.name || hit.modelId || '' });
  };

  return (
    <div className={styles.root}>
      <div className={styles.two}>
        <Panel title={t('trajectory.viewer')}>
          <Text>{t('trajectory.custom.pick')}</Text>
          <RegistrationMarks view={view} marking={marking} />
          <MotionViewerArea
            caseId={Number(view.trajectoryCase.caseId)}
            trajectory={trajectory}
            paths={viewerPaths}
            onPick={onPick}
          />
        </Panel>
        <Panel title={t('trajectory.values')} testId="custom-point">
          <RecordingPicker movements={movements} chosen={chosen} onChoose={choose} testId="custom-recording" />
          <Text data-testid="custom-picked" data-picked={Boolean(picked)}>
            {picked
              ? t('trajectory.custom.picked', {
                  x: picked.point[0].toFixed(1),
                  y: picked.point[1].toFixed(1),
                  z: picked.point[2].toFixed(1),
                  model: picked.model,
                })
              : t('trajectory.custom.noPoint')}
          </Text>
          {path && <ValuesTable rows={extentRows(path)} testId="custom-values" />}
          <Text size={200}>{t('trajectory.custom.method')}</Text>
        </Panel>
      </div>
      {path && (
        <Panel title={t('trajectory.point')} testId="custom-plots">
          <PathPlots paths={[{ label: t('trajectory.point'), color: PICK_COLOR, path }]} testId="custom" />
        </Panel>
      )}
      <MotionPositions view={view} />
    </div>
  );
}
