import { makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { PageSpinner } from '../../layout/PageSpinner';
import { Greeting } from './Greeting';

const DashboardDocument = graphql(`
  query Dashboard {
    me {
      id
      ...Greeting_user
    }
  }
`);

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export default function DashboardPage() {
  const styles = useStyles();
  const { data } = useQuery(DashboardDocument);
  if (!data) return <PageSpinner />;
  return (
    <div className={styles.root}>
      <Greeting user={data.me} />
    </div>
  );
}
