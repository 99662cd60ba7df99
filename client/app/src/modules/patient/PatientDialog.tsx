import { Button, DialogActions, DialogContent } from '@fluentui/react-components';
import { useApolloClient, useFragment, useMutation, useQuery } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { FixedDialog } from '../../app/FixedDialog';
import { useDebouncedCallback } from '../../app/useDebounced';
import { notify } from '../../feedback/bus';
import { formatDay, toIsoWithOffset } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { PatientForm } from './PatientForm';
import { PatientInfo_patient, PatientInfoView } from './PatientInfoView';
import {
  emptyPatient,
  toPatientInput,
  validatePatient,
  type PatientErrors,
  type PatientFormValues,
} from './patient-rules';

const PatientDialogDocument = graphql(`
  query PatientDialog($id: ID!) {
    patient(id: $id) {
      id
      ...PatientInfo_patient
    }
  }
`);

const MemoCheckDocument = graphql(`
  query PatientMemoCheck($memo: String!, $excludeId: ID) {
    patientMemoCheck(memo: $memo, excludeId: $excludeId) {
      id
      name
    }
  }
`);

const CreatePatientDocument = graphql(`
  mutation CreatePatient($input: PatientInput!) {
    createPatient(input: $input) {
      id
      caseCount
      createdAt
      ...PatientInfo_patient
    }
  }
`);

const UpdatePatientDocument = graphql(`
  mutation UpdatePatient($id: ID!, $input: PatientInput!) {
    updatePatient(id: $id, input: $input) {
      id
      ...PatientInfo_patient
    }
  }
`);

interface Props {
  /** With an id: the read-only view (and its edit form); without: the add form. */
  patientId?: string;
  startInEdit?: boolean;
  onClose(): void;
  onSaved?(patientId: string): void;
}

/** The patient dialog of seed 000 section 2: 1000 px, closed only by its buttons. */
export function PatientDialog({ patientId, startInEdit = false, onClose, onSaved }: Props) {
  const t = useT();
  const [editing, setEditing] = useState(startInEdit || !patientId);
  const { data } = useQuery(PatientDialogDocument, { variables: { id: patientId ?? '' }, skip: !patientId });
  const title = t(!patientId ? 'patient.title.add' : editing ? 'patient.title.edit' : 'patient.title.view');

  return (
    // Remounted once loaded: a modal opened with nothing focusable inside lost its focus trap and
    // tabster then hid the whole surface from assistive technology (aria-hidden on the surface).
    <FixedDialog key={patientId && !data ? 'loading' : 'ready'} title={title} width={1000}>
      {patientId && !data ? (
        <DialogContent>
          <PageSpinner />
        </DialogContent>
      ) : editing ? (
        <PatientEditor
          patient={data?.patient ?? null}
          onCancel={onClose}
          onSaved={(id) => (onSaved?.(id), onClose())}
        />
      ) : (
        <>
          <DialogContent>{data && <PatientInfoView patient={data.patient} />}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
            <Button appearance="primary" onClick={() => setEditing(true)}>
              {t('common.edit')}
            </Button>
          </DialogActions>
        </>
      )}
    </FixedDialog>
  );
}

interface EditorProps {
  patient: FragmentType<typeof PatientInfo_patient> | null;
  onCancel(): void;
  onSaved(patientId: string): void;
}

function PatientEditor({ patient, onCancel, onSaved }: EditorProps) {
  const t = useT();
  const client = useApolloClient();
  const { data: existing } = useFragment({ fragment: PatientInfo_patient, from: patient });
  const [values, setValues] = useState<PatientFormValues>(() =>
    patient && existing.id ? fromPatient(existing) : emptyPatient(),
  );
  const [errors, setErrors] = useState<PatientErrors>({});
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [createPatient] = useMutation(CreatePatientDocument, { context: { silent: true } });
  const [updatePatient] = useMutation(UpdatePatientDocument);
  const id = patient ? existing.id : undefined;

  const save = async () => {
    setDuplicateOf(null);
    setSaving(true);
    const input = toPatientInput(values, values.birthday ? toIsoWithOffset(`${values.birthday}T00:00:00`) : null);
    try {
      if (id) {
        await updatePatient({ variables: { id, input } });
        notify.success('feedback.updateSuccess');
        onSaved(id);
      } else {
        const result = await createPatient({
          variables: { input },
          // A new patient belongs in lists whose filters the client cannot evaluate: drop them.
          update: (cache) => {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'patients' });
            cache.gc();
          },
        });
        notify.success('feedback.addSuccess');
        onSaved(result.data!.createPatient.id);
      }
    } catch {
      if (!id) notify.error('feedback.addFail');
    } finally {
      setSaving(false);
    }
  };

  // Both sections validate, then a used patient number asks before saving (seed 000 section 5).
  const submit = useDebouncedCallback(async () => {
    const found = validatePatient(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const memo = values.memo.trim();
    if (memo) {
      const check = await client
        .query({ query: MemoCheckDocument, variables: { memo, excludeId: id }, fetchPolicy: 'network-only' })
        .catch(() => null);
      const other = check?.data?.patientMemoCheck;
      if (other && other.id !== '0') {
        setDuplicateOf(other.name ?? '');
        return;
      }
    }
    await save();
  });

  return (
    <>
      <DialogContent>
        <PatientForm values={values} errors={errors} onChange={setValues} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button appearance="primary" disabled={saving} onClick={() => void submit()}>
          {t('common.ok')}
        </Button>
      </DialogActions>
      {duplicateOf !== null && (
        <ConfirmDialog
          confirmLabel={t('patient.saveAnyway')}
          onCancel={() => setDuplicateOf(null)}
          onConfirm={() => void save()}
        >
          {t('patient.memoUsed', { name: duplicateOf })}
        </ConfirmDialog>
      )}
    </>
  );
}

function fromPatient(p: Record<string, unknown>): PatientFormValues {
  const base = emptyPatient();
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const values = { ...base } as Record<string, string | number>;
  for (const key of Object.keys(base) as (keyof PatientFormValues)[]) {
    const raw = p[key];
    values[key] = typeof base[key] === 'number' ? (typeof raw === 'number' ? raw : base[key]) : text(raw);
  }
  values.birthday = formatDay(text(p.birthday));
  // Marital status defaults to unmarried when empty on load.
  if (values.maritalStatus !== 1 && values.maritalStatus !== 2) values.maritalStatus = 2;
  return values as unknown as PatientFormValues;
}
