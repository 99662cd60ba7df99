import { Field, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PatientPicker } from '../case/PatientPicker';

export const usePatientPageStyles = makeStyles({
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

export type ChosenPatient = { id: string; name: string };

interface Props {
  patient: ChosenPatient | null;
  onPatient(patient: ChosenPatient | null): void;
  /** The page's own wording. */
  text: { patient: string; pickPatient: string; recordings: string; loadFailed: string; none: string };
  recordings: { loading: boolean; failed: boolean; count: number };
  /** Shown under the recordings' title. */
  note?: ReactNode;
  /** The recordings' list, below their loading and failure states. */
  children: ReactNode;
}

/** The frame of the patient-first jaw motion pages: choose a patient, then that patient's recordings. */
export function PatientRecordingsFrame({ patient, onPatient, text, recordings, note, children }: Props) {
  const styles = usePatientPageStyles();
  return (
    <>
      <div className={styles.card}>
        <Field label={text.patient} className={styles.picker}>
          <PatientPicker value={patient} onChange={onPatient} />
        </Field>
        {!patient && <Text>{text.pickPatient}</Text>}
      </div>
      {patient && (
        <div className={styles.card}>
          <Text weight="semibold">{text.recordings}</Text>
          {note}
          {recordings.loading && <Spinner size="tiny" />}
          {recordings.failed && (
            <MessageBar intent="error">
              <MessageBarBody>{text.loadFailed}</MessageBarBody>
            </MessageBar>
          )}
          {!recordings.loading && !recordings.failed && recordings.count === 0 && <Text>{text.none}</Text>}
          {children}
        </div>
      )}
    </>
  );
}
