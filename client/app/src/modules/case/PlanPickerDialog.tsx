import {
  Button,
  DialogActions,
  DialogContent,
  Link,
  makeStyles,
  Radio,
  RadioGroup,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { PLAN_LIST_LIMIT } from '@odontia/shared';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { FixedDialog } from '../../app/FixedDialog';
import { formatPlanTime } from '../../i18n/dates';
import { useT } from '../../i18n/I18nProvider';
import type { PlanChoice } from './case-form';

const PlanPickerDocument = graphql(`
  query PlanPicker($patientId: ID!, $limit: Int) {
    treatmentPlans(patientId: $patientId, withSteps: true, limit: $limit) {
      items {
        id
        name
        steps {
          id
          sopName
          sopTime
        }
      }
    }
  }
`);

const useStyles = makeStyles({
  columns: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalXL, minHeight: '200px' },
  column: { borderRight: `1px solid ${tokens.colorNeutralStroke2}`, paddingRight: tokens.spacingHorizontalL },
  label: { fontWeight: tokens.fontWeightSemibold, display: 'block', marginBottom: tokens.spacingVerticalS },
});

interface Props {
  patientId: string;
  value: PlanChoice | null;
  onOk(choice: PlanChoice): void;
  onCancel(): void;
}

/** Two levels, plan then treatment step, plus a link to add a plan in a new window. */
export function PlanPickerDialog({ patientId, value, onOk, onCancel }: Props) {
  const styles = useStyles();
  const t = useT();
  const { data } = useQuery(PlanPickerDocument, {
    variables: { patientId, limit: PLAN_LIST_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const plans = (data?.treatmentPlans.items ?? []).filter((plan) => plan.steps.length > 0);
  const initialPlan = plans.find((plan) => plan.steps.some((step) => step.id === value?.stepId))?.id ?? null;
  const [planId, setPlanId] = useState<string | null>(initialPlan);
  const [stepId, setStepId] = useState<string | null>(value?.stepId ?? null);
  const plan = plans.find((candidate) => candidate.id === (planId ?? initialPlan));

  return (
    <FixedDialog title={t('case.planDialog')} width={720}>
      <DialogContent>
        <Link href={`/patient/detail?pid=${patientId}&type=treatment`} target="_blank" rel="noopener noreferrer">
          {t('case.addPlan')}
        </Link>
        {plans.length === 0 ? (
          <Text block style={{ marginTop: 16 }}>
            {t('case.noPlans')}
          </Text>
        ) : (
          <div className={styles.columns} style={{ marginTop: 16 }}>
            <div className={styles.column}>
              <Text className={styles.label} id="plan-level">
                {t('case.plan')}
              </Text>
              <RadioGroup
                aria-labelledby="plan-level"
                value={plan?.id ?? ''}
                onChange={(_, data) => (setPlanId(data.value), setStepId(null))}
              >
                {plans.map((candidate) => (
                  <Radio key={candidate.id} value={candidate.id} label={candidate.name} />
                ))}
              </RadioGroup>
            </div>
            <div>
              <Text className={styles.label} id="step-level">
                {t('case.planStep')}
              </Text>
              {plan && (
                <RadioGroup
                  aria-labelledby="step-level"
                  value={stepId ?? ''}
                  onChange={(_, data) => setStepId(data.value)}
                >
                  {plan.steps.map((step) => (
                    <Radio
                      key={step.id}
                      value={step.id}
                      label={`${step.sopName} ${formatPlanTime(step.sopTime as string)}`}
                    />
                  ))}
                </RadioGroup>
              )}
            </div>
          </div>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button
          appearance="primary"
          disabled={!plan || !stepId}
          onClick={() => {
            const step = plan?.steps.find((candidate) => candidate.id === stepId);
            if (plan && step)
              onOk({ stepId: step.id, planName: plan.name, sopName: step.sopName, sopTime: step.sopTime as string });
          }}
        >
          {t('common.ok')}
        </Button>
      </DialogActions>
    </FixedDialog>
  );
}
