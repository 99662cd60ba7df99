import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';
import { formatAppointment, formatPlanTime } from '../../i18n/dates';
import { LIST_FIELDS, sequenceLabel, type CaseFormValues } from './case-form';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  entries: { margin: 0, paddingLeft: 0, listStyle: 'none' },
});

interface Props {
  values: CaseFormValues;
  productName: string | null;
}

/** A submitted case, or one opened in view mode: every field as text. */
export function CaseReadOnly({ values, productName }: Props) {
  const styles = useStyles();
  const t = useT();
  const none = t('common.none');
  const rows: [string, React.ReactNode][] = [
    [t('case.visitType'), t(values.type === 1 ? 'case.firstVisit' : 'case.followUp')],
    [t('case.chiefComplaint'), values.chiefComplaint || none],
    [t('case.currentCondition'), values.currentCondition || none],
    [t('case.treatmentItem'), values.treatmentItem || none],
    [t('case.doctorAdvice'), values.doctorAdvice || none],
    ...LIST_FIELDS.map((field): [string, React.ReactNode] => [
      t(`case.${field}`),
      values[field].length ? (
        <ul className={styles.entries}>
          {values[field].map((entry, index) => (
            <li key={entry.key}>
              {sequenceLabel(index)} {entry.position && `[${entry.position}]`} {entry.content}
            </li>
          ))}
        </ul>
      ) : (
        none
      ),
    ]),
    [t('case.application'), productName ?? none],
    [
      t('case.treatmentPlan'),
      values.plan ? `${values.plan.planName} · ${values.plan.sopName} ${formatPlanTime(values.plan.sopTime)}` : none,
    ],
    [t('case.nextAppointment'), values.reservationTime ? formatAppointment(values.reservationTime) : none],
    [t('case.appointmentRemark'), values.reservationRemark || none],
    [t('case.memo'), values.memo || none],
  ];
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
