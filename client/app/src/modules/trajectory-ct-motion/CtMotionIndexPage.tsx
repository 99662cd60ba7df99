import { useQuery } from '@apollo/client/react';
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
import { graphql } from '../../__generated__';
import { useT } from '../../i18n/I18nProvider';
import { PatientPicker } from '../case/PatientPicker';
import { CT_FACEBOW, sectionUrl } from '../trajectory/trajectory-data';

const CtMotionRecordingsDocument = graphql(`
  query CtMotionRecordings($patientId: ID!, $productId: Int!) {
    cases(patientId: $patientId, productId: $productId, limit: 100) {
      items {
        id
      }
    }
    patientJawRecordings(patientId: $patientId) {
      caseId
      caseName
      caseCreatedAt
      recording {
        id
        kind
        movementType
        name
      }
    }
  }
`);

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
  const { data, loading, error } = useQuery(CtMotionRecordingsDocument, {
    variables: { patientId: patient?.id ?? '', productId: CT_FACEBOW.productId },
    skip: !patient,
    fetchPolicy: 'cache-and-network',
  });
  const ctCases = new Set(data?.cases.items.map((c) => c.id) ?? []);
  const rows = (data?.patientJawRecordings ?? []).filter(
    (r) => ctCases.has(r.caseId) && r.recording.kind === 'movement',
  );
  const open = (caseId: string, recordingId: string) =>
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
          {loading && !data && <Spinner size="tiny" />}
          {error && (
            <MessageBar intent="error">
              <MessageBarBody>{t('trajectoryCtMotion.loadFailed')}</MessageBarBody>
            </MessageBar>
          )}
          {data && rows.length === 0 && <Text>{t('trajectoryCtMotion.none')}</Text>}
          {rows.length > 0 && (
            <Table size="small" data-testid="ct-motion-recordings">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('trajectoryCtMotion.case')}</TableHeaderCell>
                  <TableHeaderCell>{t('trajectoryCtMotion.movement')}</TableHeaderCell>
                  <TableHeaderCell>{t('trajectoryCtMotion.name')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.recording.id}>
                    <TableCell>
                      {r.caseName} ({intl.formatDate(String(r.caseCreatedAt))})
                    </TableCell>
                    <TableCell>
                      {r.recording.movementType === null ? '' : t(`trajectory.movement.${r.recording.movementType}`)}
                    </TableCell>
                    <TableCell>
                      <Link onClick={() => open(r.caseId, r.recording.id)} data-testid="ct-motion-open">
                        {r.recording.name}
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
