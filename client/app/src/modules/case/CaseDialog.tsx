import {
  Badge,
  Button,
  DialogActions,
  DialogContent,
  Field,
  Input,
  Link,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { CaseStatus } from '@odontia/shared';
import { useRef, useState } from 'react';
import { graphql } from '../../__generated__';
import type { CaseForm_CaseFragment } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../app/ConfirmDialog';
import { FixedDialog } from '../../app/FixedDialog';
import { useDebouncedCallback } from '../../app/useDebounced';
import { notify } from '../../feedback/bus';
import { formatAppointment, formatPlanTime, toDateTimeInput, toIsoWithOffset } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import { PageSpinner } from '../../layout/PageSpinner';
import { useSession } from '../../session/SessionProvider';
import { ApplicationPickerDialog } from '../application';
import { CaseToolLink } from '../application/CaseToolLink';
import {
  applicationLocked,
  applyTemplate,
  clearTemplate,
  emptyCase,
  isReadOnly,
  LIST_FIELDS,
  newEntry,
  rewrite,
  toCaseFields,
  type CaseFormValues,
} from './case-form';
import {
  CreateCaseDocument,
  dropCaseLists,
  ProductNamesDocument,
  StashCaseDocument,
  SubmitCaseDocument,
  UpdateCaseDocument,
} from './case.mutations';
import { CaseEntryList } from './CaseEntryList';
import { CaseReadOnly } from './CaseReadOnly';
import { PatientPicker } from './PatientPicker';
import { PlanPickerDialog } from './PlanPickerDialog';
import { TemplatePicker } from './TemplatePicker';

export const CaseForm_case = graphql(`
  fragment CaseForm_case on Case {
    id
    recordName
    type
    status
    chiefComplaint
    currentCondition
    treatmentItem
    doctorAdvice
    memo
    productId
    createdAt
    examination {
      position
      content
    }
    diagnosis {
      position
      content
    }
    dispose {
      position
      content
    }
    group {
      id
    }
    reservation {
      id
      reservationTime
      remark
    }
    treatmentStep {
      id
      sopName
      sopTime
      plan {
        id
        name
      }
    }
    doctor {
      id
      name
    }
    patient {
      id
      name
    }
  }
`);

const CaseDialogDocument = graphql(`
  query CaseDialog($id: ID!) {
    case(id: $id) {
      id
      ...CaseForm_case
    }
  }
`);

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalL,
  },
  grow: { flexGrow: 1 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  two: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  footer: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, width: '100%', flexWrap: 'wrap' },
  meta: { color: tokens.colorNeutralForeground3, flexGrow: 1 },
});

interface Props {
  caseId?: string;
  /** The patient of a new case; without it the dialog asks for one. */
  patient?: { id: string; name: string } | null;
  mode?: 'edit' | 'view';
  onClose(): void;
}

/** Case detail dialog and edit form (seed 000 section 2): 1000 px, closed only by its buttons. */
export function CaseDialog({ caseId, patient = null, mode = 'edit', onClose }: Props) {
  const { data } = useQuery(CaseDialogDocument, { variables: { id: caseId ?? '' }, skip: !caseId });
  const t = useT();
  if (caseId && !data) {
    return (
      <FixedDialog title={t('case.description')} width={1000} onClose={onClose}>
        <DialogContent>
          <PageSpinner />
        </DialogContent>
      </FixedDialog>
    );
  }
  return <CaseEditor record={data?.case ?? null} initialPatient={patient} mode={mode} onClose={onClose} />;
}

type Picker = 'application' | 'plan' | 'stash' | null;

interface EditorProps {
  record: FragmentType<typeof CaseForm_case> | null;
  initialPatient: { id: string; name: string } | null;
  mode: 'edit' | 'view';
  onClose(): void;
}

function CaseEditor({ record, initialPatient, mode, onClose }: EditorProps) {
  const styles = useStyles();
  const t = useT();
  const { user } = useSession();
  const fragment = useFragment({ fragment: CaseForm_case, from: record });
  const existing = record && fragment.complete ? fragment.data : null;
  const [values, setValues] = useState<CaseFormValues>(() => (existing ? fromCase(existing) : emptyCase()));
  const [patient, setPatient] = useState(
    existing?.patient ? { id: existing.patient.id!, name: existing.patient.name! } : initialPatient,
  );
  const [patientMissing, setPatientMissing] = useState(false);
  const [picker, setPicker] = useState<Picker>(null);
  const [saving, setSaving] = useState(false);
  const patientInput = useRef<HTMLInputElement>(null);
  const { data: productData } = useQuery(ProductNamesDocument);
  const [createCase] = useMutation(CreateCaseDocument);
  const [updateCase] = useMutation(UpdateCaseDocument);
  const [submitCase] = useMutation(SubmitCaseDocument);
  const [stashCase] = useMutation(StashCaseDocument);

  const status = existing?.status ?? null;
  const readOnly = isReadOnly(status, mode);
  const locked = applicationLocked({ hasCaseGroup: Boolean(existing?.group?.id), footer: !readOnly });
  const product = productData?.products.find((p) => Number(p.id) === values.productId) ?? null;
  const productName = product?.name ?? null;
  const set = <K extends keyof CaseFormValues>(field: K, value: CaseFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }));
  const visitName = (patientName: string) =>
    `${patientName} ${t(values.type === 1 ? 'case.firstVisit' : 'case.followUp')}`;
  const title = existing ? t('case.description') : t('case.create');

  /** Save writes status 1; returns the case id, or null when it failed (the error toast is shown). */
  const persist = async (): Promise<string | null> => {
    if (!patient) {
      setPatientMissing(true);
      patientInput.current?.focus();
      return null;
    }
    const fields = toCaseFields(values, values.reservationTime ? toIsoWithOffset(values.reservationTime) : null);
    setSaving(true);
    try {
      if (existing) {
        await updateCase({
          variables: { id: existing.id!, input: fields },
          update: (cache) => dropCaseLists(cache, patient.id),
        });
        return existing.id!;
      }
      const result = await createCase({
        variables: { input: { ...fields, patientId: patient.id, productId: values.productId } },
        update: (cache) => dropCaseLists(cache, patient.id),
      });
      return result.data?.createCase.id ?? null;
    } catch {
      return null;
    } finally {
      setSaving(false);
    }
  };

  const save = useDebouncedCallback(async () => {
    const id = await persist();
    if (!id) return;
    notify.success(existing ? 'feedback.updateSuccess' : 'feedback.addSuccess');
    onClose();
  });

  const submit = useDebouncedCallback(async () => {
    const id = await persist();
    if (!id) return;
    const done = await submitCase({
      variables: { id },
      optimisticResponse: {
        __typename: 'Mutation',
        submitCase: { __typename: 'Case', id, status: CaseStatus.Submitted },
      },
      update: (cache) => dropCaseLists(cache, patient?.id),
    }).then(
      () => true,
      () => false,
    );
    if (done) {
      notify.success('feedback.savedSuccessfully');
      onClose();
    }
  });

  if (readOnly) {
    return (
      <FixedDialog title={title} width={1000} onClose={onClose}>
        <DialogContent>
          <div className={styles.header}>
            <Text weight="semibold" size={500}>
              {values.recordName || visitName(patient?.name ?? '')}
            </Text>
            <Badge appearance="tint" color={status === CaseStatus.Submitted ? 'success' : 'warning'}>
              {t(status === CaseStatus.Submitted ? 'case.status.completed' : 'case.status.pending')}
            </Badge>
            {existing && <CaseToolLink product={product} caseId={existing.id!} />}
          </div>
          <CaseReadOnly values={values} productName={productName} />
        </DialogContent>
      </FixedDialog>
    );
  }

  return (
    <FixedDialog title={title} width={1000}>
      <DialogContent>
        {existing && (
          <div className={styles.header}>
            <Badge appearance="tint" color="warning">
              {t('case.status.pending')}
            </Badge>
            <Input
              className={styles.grow}
              aria-label={t('case.name')}
              value={values.recordName}
              placeholder={visitName(patient?.name ?? '')}
              onChange={(_, data) => set('recordName', data.value)}
            />
            <CaseToolLink product={product} caseId={existing.id!} />
            <Link onClick={() => setPicker('stash')}>{t('case.stash')}</Link>
          </div>
        )}
        <div className={styles.body}>
          <div className={styles.two}>
            {!existing && (
              <Field
                label={t('case.patient')}
                required
                validationMessage={patientMissing ? t('error.Please select the patient') : undefined}
              >
                {initialPatient ? (
                  <Input readOnly value={initialPatient.name} />
                ) : (
                  <PatientPicker
                    ref={patientInput}
                    value={patient}
                    invalid={patientMissing}
                    onChange={(next) => {
                      setPatient(next);
                      setPatientMissing(false);
                    }}
                  />
                )}
              </Field>
            )}
            {!existing && (
              <Field label={t('case.name')}>
                <Input
                  value={values.recordName}
                  placeholder={patient ? visitName(patient.name) : ''}
                  onChange={(_, data) => set('recordName', data.value)}
                />
              </Field>
            )}
            <Field label={t('case.visitType')}>
              <RadioGroup
                layout="horizontal"
                value={String(values.type)}
                onChange={(_, data) => set('type', Number(data.value))}
              >
                <Radio value="1" label={t('case.firstVisit')} />
                <Radio value="2" label={t('case.followUp')} />
              </RadioGroup>
            </Field>
            <Field label={t('case.template')}>
              <TemplatePicker
                value={values.templateId}
                onPick={(templateId, content) => setValues((current) => applyTemplate(current, templateId, content))}
                onClear={() => setValues((current) => clearTemplate(current, locked))}
              />
            </Field>
          </div>
          <div className={styles.two}>
            {(['chiefComplaint', 'currentCondition', 'treatmentItem', 'doctorAdvice'] as const).map((field) => (
              <Field key={field} label={t(`case.${field}`)}>
                <Textarea resize="vertical" value={values[field]} onChange={(_, data) => set(field, data.value)} />
              </Field>
            ))}
          </div>
          {LIST_FIELDS.map((field) => (
            <CaseEntryList
              key={field}
              label={t(`case.${field}`)}
              entries={values[field]}
              onChange={(entries) => set(field, entries)}
            />
          ))}
          <div className={styles.two}>
            <Field label={t('case.application')}>
              <Button disabled={locked} onClick={() => setPicker('application')}>
                {productName ?? t('case.chooseApplication')}
              </Button>
            </Field>
            <Field label={t('case.treatmentPlan')}>
              <Link disabled={!patient} onClick={() => setPicker('plan')}>
                {values.plan
                  ? `${values.plan.planName} · ${values.plan.sopName} ${formatPlanTime(values.plan.sopTime)}`
                  : t('common.pleaseSelect')}
              </Link>
            </Field>
            <Field label={t('case.nextAppointment')}>
              <Input
                type="datetime-local"
                value={values.reservationTime}
                onChange={(_, data) => set('reservationTime', data.value)}
              />
            </Field>
            <Field label={t('case.appointmentRemark')}>
              <Input value={values.reservationRemark} onChange={(_, data) => set('reservationRemark', data.value)} />
            </Field>
          </div>
          <Field label={t('case.memo')}>
            <Textarea resize="vertical" value={values.memo} onChange={(_, data) => set('memo', data.value)} />
          </Field>
        </div>
      </DialogContent>
      <DialogActions fluid>
        <div className={styles.footer}>
          <Text className={styles.meta}>
            {t('case.doctor', { name: existing?.doctor?.name ?? user?.name ?? '' })}
            {existing?.createdAt
              ? ` · ${t('case.createdAt', { time: formatAppointment(existing.createdAt as string) })}`
              : ''}
          </Text>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button onClick={() => setValues((current) => rewrite(current, locked))}>{t('case.rewrite')}</Button>
          <Button appearance="primary" disabled={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
          <Button appearance="primary" disabled={saving} onClick={() => void submit()}>
            {t('common.submit')}
          </Button>
        </div>
      </DialogActions>
      {picker === 'application' && (
        <ApplicationPickerDialog
          open
          value={values.productId === null ? null : String(values.productId)}
          onCancel={() => setPicker(null)}
          onConfirm={(product) => {
            set('productId', Number(product.id));
            setPicker(null);
          }}
        />
      )}
      {picker === 'plan' && patient && (
        <PlanPickerDialog
          patientId={patient.id}
          value={values.plan}
          onCancel={() => setPicker(null)}
          onOk={(plan) => {
            set('plan', plan);
            setPicker(null);
          }}
        />
      )}
      {picker === 'stash' && existing && (
        <ConfirmDialog
          onCancel={() => setPicker(null)}
          onConfirm={async () => {
            const done = await stashCase({
              variables: { id: existing.id! },
              update: (cache) => dropCaseLists(cache, patient?.id),
            }).then(
              () => true,
              () => false,
            );
            setPicker(null);
            if (done) {
              notify.success('feedback.deleteSuccess');
              onClose();
            }
          }}
        >
          {t('case.stashConfirm')}
        </ConfirmDialog>
      )}
    </FixedDialog>
  );
}

function fromCase(c: CaseForm_CaseFragment): CaseFormValues {
  const entries = (list: readonly ({ position?: string | null; content?: string | null } | undefined)[] | undefined) =>
    (list ?? []).map((entry) => newEntry(entry?.position ?? '', entry?.content ?? ''));
  const step = c.treatmentStep;
  return {
    ...emptyCase(),
    recordName: c.recordName ?? '',
    type: c.type === 1 ? 1 : 2,
    chiefComplaint: c.chiefComplaint ?? '',
    currentCondition: c.currentCondition ?? '',
    treatmentItem: c.treatmentItem ?? '',
    doctorAdvice: c.doctorAdvice ?? '',
    examination: entries(c.examination),
    diagnosis: entries(c.diagnosis),
    dispose: entries(c.dispose),
    productId: c.productId ?? null,
    plan: step?.id
      ? {
          stepId: step.id,
          planName: step.plan?.name ?? '',
          sopName: step.sopName ?? '',
          sopTime: (step.sopTime as string) ?? '',
        }
      : null,
    reservationTime: c.reservation?.reservationTime ? toDateTimeInput(c.reservation.reservationTime as string) : '',
    reservationRemark: c.reservation?.remark ?? '',
    memo: c.memo ?? '',
  };
}
