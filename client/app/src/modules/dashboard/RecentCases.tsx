import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { CaseStatus } from '@odontia/shared';
import { RouterLink } from '../../app/RouterLink';
import { graphql } from '../../__generated__';
import { formatLongDate } from '../../i18n/dates';
import { ListCard } from './ListCard';
import { useLocale, useT } from '../../i18n/I18nProvider';

export const RecentCases_case = graphql(`
  fragment RecentCases_case on Case {
    id
    recordName
    type
    status
    createdAt
    patient {
      id
      name
    }
  }
`);

const useStyles = makeStyles({
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grow: { flexGrow: 1 },
  date: { color: tokens.colorNeutralForeground3 },
});

export function RecentCases({ cases }: { cases: readonly FragmentType<typeof RecentCases_case>[] }) {
  const t = useT();
  return (
    <ListCard title={t('dashboard.recentCases')} empty={t('dashboard.noCases')}>
      {cases.map((record, index) => (
        <RecentCase key={index} record={record} />
      ))}
    </ListCard>
  );
}

function RecentCase({ record }: { record: FragmentType<typeof RecentCases_case> }) {
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const { data } = useFragment({ fragment: RecentCases_case, from: record });
  const submitted = data.status === CaseStatus.Submitted;
  const name =
    data.recordName || `${data.patient?.name ?? ''} ${t(data.type === 1 ? 'case.firstVisit' : 'case.followUp')}`;
  return (
    <li className={styles.item}>
      <RouterLink className={styles.grow} to={`/patient/detail?pid=${data.patient?.id}`}>
        {name}
      </RouterLink>
      <Badge appearance="tint" color={submitted ? 'success' : 'warning'}>
        {t(submitted ? 'case.status.completed' : 'case.status.pending')}
      </Badge>
      <span className={styles.date}>{formatLongDate(data.createdAt as string, locale)}</span>
    </li>
  );
}
