import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { endOfDay, startOfDay } from 'date-fns';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import { PageSpinner } from '../../layout/PageSpinner';
import { Counts } from './Counts';
import { Greeting } from './Greeting';
import { RecentCases } from './RecentCases';
import { TodayAppointments } from './TodayAppointments';

const DashboardDocument = graphql(`
  query Dashboard($from: DateTimeISO!, $to: DateTimeISO!) {
    me {
      id
      ...Greeting_user
    }
    caseSummary {
      total
      open
      submitted
    }
    patients(limit: 1) {
      total
    }
    reservations(from: $from, to: $to, limit: 50) {
      items {
        id
        ...TodayAppointments_reservation
      }
    }
    cases(limit: 6) {
      items {
        id
        ...RecentCases_case
      }
    }
  }
`);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(360px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

export default function DashboardPage() {
  const styles = useStyles();
  const [range] = useState(() => ({
    from: startOfDay(new Date()).toISOString(),
    to: endOfDay(new Date()).toISOString(),
  }));
  const { data } = useQuery(DashboardDocument, { variables: range, fetchPolicy: 'cache-and-network' });
  if (!data) return <PageSpinner />;
  return (
    <div className={styles.root}>
      <Greeting user={data.me} />
      <Counts cases={data.caseSummary} patients={data.patients.total} />
      <div className={styles.columns}>
        <TodayAppointments reservations={data.reservations.items} />
        <RecentCases cases={data.cases.items} />
      </div>
    </div>
  );
}
