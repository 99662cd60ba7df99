import { useQuery } from '@apollo/client/react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';
import { CaseCtCard } from '../trajectory-ct/CaseCtCard';
import { CameraCalibrations, CaptureStep } from './capture';
import { FacebowPanel } from './index/FacebowPanel';
import { RecordingsTable } from './index/RecordingsTable';
import { ReferenceCard } from './index/ReferenceCard';
import { Panel } from './Panel';
import { TrajectoryFrame, type TrajectoryView } from './TrajectoryFrame';
import { CT_FACEBOW, useFacebowProduct } from './trajectory-data';
import { TrajectoryScansDocument } from './trajectory.queries';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(420px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  wide: { gridColumn: '1 / -1' },
});

/**
 * `/trajectory/index`: the case's scans, fixed parameters, facebow steps, reference, recording session, the
 * practice's camera calibrations and the recordings.
 */
export default function IndexPage() {
  return <TrajectoryFrame section="index">{(view) => <IndexSection view={view} />}</TrajectoryFrame>;
}

function IndexSection({ view }: { view: TrajectoryView }) {
  const styles = useStyles();
  const t = useT();
  const { data } = useQuery(TrajectoryScansDocument, { variables: { caseId: view.trajectoryCase.caseId } });
  const scans = data?.modelFiles ?? [];
  const onCt = useFacebowProduct() === CT_FACEBOW;
  return (
    <div className={styles.grid}>
      <Panel title={t('trajectory.params')}>
        <FacebowPanel view={view} />
      </Panel>
      <Panel title={t('trajectory.reference')}>
        <ReferenceCard analysis={view.analysis} />
      </Panel>
      <Panel title={t('trajectory.scans')}>
        {scans.length === 0 ? (
          <Text>{t('trajectory.noScans')}</Text>
        ) : (
          <ul data-testid="trajectory-scans">
            {scans.map((s) => (
              <li key={s.id}>
                {s.name} ({(s.size / 1024 / 1024).toFixed(1)} MB)
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {onCt && (
        <Panel title={t('trajectoryCt.cbct')}>
          <CaseCtCard caseId={Number(view.trajectoryCase.caseId)} />
        </Panel>
      )}
      <div className={styles.wide}>
        <Panel title={t('capture.title')} testId="trajectory-capture">
          <CaptureStep view={view} />
        </Panel>
      </div>
      <div className={styles.wide}>
        <Panel title={t('capture.calibration.title')} testId="trajectory-calibration">
          <CameraCalibrations />
        </Panel>
      </div>
      <div className={styles.wide}>
        <Panel title={t('trajectory.recordings')}>
          <RecordingsTable recordings={view.recordings} />
        </Panel>
      </div>
    </div>
  );
}
