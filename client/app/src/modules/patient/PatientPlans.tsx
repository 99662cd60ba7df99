import {
  Button,
  Card,
  DialogActions,
  DialogContent,
  Field,
  Input,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useFragment, useMutation } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { FixedDialog } from '../../app/FixedDialog';
import { notify } from '../../feedback/bus';
import { formatPlanTime, toIsoWithOffset } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';

export const PatientPlans_patient = graphql(`
  fragment PatientPlans_patient on Patient {
    id
    treatmentPlans {
      id
      name
      toothPosition
      treatmentItem
      steps {
        id
        sopName
        sopTime
      }
    }
  }
`);

const CreatePlanDocument = graphql(`
  mutation CreateTreatmentPlan($patientId: ID!, $input: TreatmentPlanInput!) {
    createTreatmentPlan(patientId: $patientId, input: $input) {
      id
      name
      toothPosition
      treatmentItem
      steps {
        id
        sopName
        sopTime
      }
    }
  }
`);

const useStyles = makeStyles({
  toolbar: { display: 'flex', justifyContent: 'flex-end', marginBottom: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  step: { display: 'grid', gridTemplateColumns: '1fr 220px auto', gap: tokens.spacingHorizontalM, alignItems: 'end' },
});

/** The treatment plan tab: plans with their steps (name and time), and a new plan. */
export function PatientPlans({ patient }: { patient: FragmentType<typeof PatientPlans_patient> }) {
  const styles = useStyles();
  const t = useT();
  const { data } = useFragment({ fragment: PatientPlans_patient, from: patient });
  const [creating, setCreating] = useState(false);
  const plans = (data.treatmentPlans ?? []).filter(Boolean);
  return (
    <div>
      <div className={styles.toolbar}>
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setCreating(true)}>
          {t('plan.add')}
        </Button>
      </div>
      {plans.length === 0 && <Text>{t('common.empty')}</Text>}
      <div className={styles.list}>
        {plans.map((plan) => (
          <Card key={plan!.id}>
            <Text weight="semibold">{plan!.name}</Text>
            {plan!.toothPosition && (
              <Text>
                {t('plan.toothPosition')}: {plan!.toothPosition}
              </Text>
            )}
            {plan!.treatmentItem && (
              <Text>
                {t('plan.treatmentItem')}: {plan!.treatmentItem}
              </Text>
            )}
            <ol className={styles.steps}>
              {(plan!.steps ?? []).map((step) => (
                <li key={step!.id}>
                  {step!.sopName} · {formatPlanTime(step!.sopTime as string)}
                </li>
              ))}
            </ol>
          </Card>
        ))}
      </div>
      {creating && <PlanDialog patientId={data.id!} onClose={() => setCreating(false)} />}
    </div>
  );
}

function PlanDialog({ patientId, onClose }: { patientId: string; onClose(): void }) {
  const styles = useStyles();
  const t = useT();
  const [name, setName] = useState('');
  const [treatmentItem, setTreatmentItem] = useState('');
  const [steps, setSteps] = useState([{ sopName: '', sopTime: '' }]);
  const [errors, setErrors] = useState<{ name?: boolean; steps?: boolean }>({});
  const [createPlan, { loading }] = useMutation(CreatePlanDocument, {
    update: (cache, result) => {
      const plan = result.data?.createTreatmentPlan;
      if (!plan) return;
      cache.modify({
        id: cache.identify({ __typename: 'Patient', id: patientId }),
        fields: { treatmentPlans: (existing, { toReference }) => [...(existing as unknown[]), toReference(plan)] },
      });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'treatmentPlans' });
    },
  });

  const save = async () => {
    const filled = steps.filter((step) => step.sopName.trim() && step.sopTime);
    const found = { name: !name.trim(), steps: filled.length !== steps.length };
    setErrors(found);
    if (found.name || found.steps) return;
    const done = await createPlan({
      variables: {
        patientId,
        input: {
          name: name.trim(),
          treatmentItem,
          steps: filled.map((step) => ({ sopName: step.sopName.trim(), sopTime: toIsoWithOffset(step.sopTime)! })),
        },
      },
    }).then(
      () => true,
      () => false,
    );
    if (done) {
      notify.success('feedback.addSuccess');
      onClose();
    }
  };

  return (
    <FixedDialog title={t('plan.add')} width={720}>
      <DialogContent className={styles.form}>
        <Field label={t('plan.name')} required validationMessage={errors.name ? t('common.required') : undefined}>
          <Input value={name} onChange={(_, d) => setName(d.value)} />
        </Field>
        <Field label={t('plan.treatmentItem')}>
          <Input value={treatmentItem} onChange={(_, d) => setTreatmentItem(d.value)} />
        </Field>
        {steps.map((step, index) => (
          <div key={index} className={styles.step}>
            <Field
              label={t('plan.stepName', { n: index + 1 })}
              required
              validationMessage={errors.steps && !step.sopName.trim() ? t('common.required') : undefined}
            >
              <Input
                value={step.sopName}
                onChange={(_, d) => setSteps(steps.map((s, i) => (i === index ? { ...s, sopName: d.value } : s)))}
              />
            </Field>
            <Field
              label={t('plan.stepTime')}
              required
              validationMessage={errors.steps && !step.sopTime ? t('common.required') : undefined}
            >
              <Input
                type="datetime-local"
                value={step.sopTime}
                onChange={(_, d) => setSteps(steps.map((s, i) => (i === index ? { ...s, sopTime: d.value } : s)))}
              />
            </Field>
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={t('common.delete')}
              disabled={steps.length === 1}
              onClick={() => setSteps(steps.filter((_, i) => i !== index))}
            />
          </div>
        ))}
        <Button icon={<AddRegular />} onClick={() => setSteps([...steps, { sopName: '', sopTime: '' }])}>
          {t('plan.addStep')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button appearance="primary" disabled={loading} onClick={() => void save()}>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </FixedDialog>
  );
}
