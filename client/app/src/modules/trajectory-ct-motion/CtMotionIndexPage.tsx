import {
  Field,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/I18nProvider';
import { PatientPicker } from '../case/PatientPicker';
import { usePatientRecordings } from '../trajectory-comparison/use-comparison-data';
import { CT_FACEBOW, sectionUrl } from '../trajectory/trajectory-data';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  picker: { maxWidth: '360px' },
});

type Patient = { id: string; name: string };

// Kept alive (seed 000 routes table): the chosen patient stays within the session.
let keptPatient: Patient | null = null;

/** `/trajectory-ct-motion/index`: a patient's CT facebow motion recordings, each opened on its CT. */
export default function CtMotionIndexPage() {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const navigate = useNavigate();
  const [patient, setPatientRaw] = useState<Patient | null>(keptPatient);
  const setPatient = (next: Patient | null) => {
    keptPatient = next;
    setPatientRaw(next);
  };
  const { recordings, loading, failed } = usePatientRecordings(patient?.id ?? null, CT_FACEBOW.productType);
  const open = (caseId: number, recordingId: string) =>
    navigate(`${sectionUrl('motion', caseId, CT_FACEBOW)}&recordingId=${encodeURIComponent(recordingId)}`);

  return (
    <div className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('route.trajectoryCtMotion')}
      </Text>
      <div className={styles.card}>
        <Field label={t('trajectoryCtMotion.patient')} className={styles.picker}>
          <PatientPicker value={patient} onChange={setPatient} />
        </Field>
        {!patient && <Text>{t('trajectoryCtMotion.pickPatient')}</Text>}
      </div>
      {patient && (
        <div className={styles.card}>
          <Text weight="semibold">{t('trajectoryCtMotion.recordings')}</Text>
          {loading && <Spinner size="tiny" />}
          {failed && (
            <MessageBar intent="error">
              <MessageBarBody>{t('trajectoryCtMotion.loadFailed')}</MessageBarBody>
            </MessageBar>
          )}
          {!loading && !failed && recordings.length === 0 && <Text>{t('trajectoryCtMotion.none')}</Text>}
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
        </div>
      )}
    </div>
  );
}
