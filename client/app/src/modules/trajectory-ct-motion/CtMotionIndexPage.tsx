import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/I18nProvider';
import { keptAlive } from '../../routes/kept-alive';
import {
  PatientRecordingsFrame,
  usePatientPageStyles,
  type ChosenPatient,
} from '../trajectory-comparison/PatientRecordingsFrame';
import { usePatientRecordings } from '../trajectory-comparison/use-comparison-data';
import { CT_FACEBOW, sectionUrl } from '../trajectory/trajectory-data';

const useKeptPatient = keptAlive<ChosenPatient | null>(null);

/** `/trajectory-ct-motion/index`: a patient's CT facebow motion recordings, each opened on its CT. */
export default function CtMotionIndexPage() {
  const styles = usePatientPageStyles();
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const [patient, setPatient] = useKeptPatient();
  const { recordings, loading, failed } = usePatientRecordings(patient?.id ?? null, CT_FACEBOW.productType);
  const open = (caseId: number, recordingId: string) =>
    navigate(`${sectionUrl('motion', caseId, CT_FACEBOW)}&recordingId=${encodeURIComponent(recordingId)}`);

  return (
    <div className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('route.trajectoryCtMotion')}
      </Text>
      <PatientRecordingsFrame
        patient={patient}
        onPatient={setPatient}
        text={{
          patient: t('trajectoryCtMotion.patient'),
          pickPatient: t('trajectoryCtMotion.pickPatient'),
          recordings: t('trajectoryCtMotion.recordings'),
          loadFailed: t('trajectoryCtMotion.loadFailed'),
          none: t('trajectoryCtMotion.none'),
        }}
        recordings={{ loading, failed, count: recordings.length }}
      >
        {recordings.length > 0 && (
          <Table size="small" data-testid="ct-motion-recordings">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('trajectoryCtMotion.case')}</TableHeaderCell>
                <TableHeaderCell>{t('trajectoryCtMotion.movement')}</TableHeaderCell>
                <TableHeaderCell>{t('trajectoryCtMotion.name')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {recordings.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    {r.caseName} ({intl.formatDate(r.caseCreatedAt)})
                  </TableCell>
                  <TableCell>{r.movementType === null ? '' : t(`trajectory.movement.${r.movementType}`)}</TableCell>
                  <TableCell>
                    <Link onClick={() => open(r.caseId, r.id)} data-testid="ct-motion-open">
                      {r.name}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PatientRecordingsFrame>
    </div>
  );
}
