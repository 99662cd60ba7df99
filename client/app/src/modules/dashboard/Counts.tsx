import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import { useT } from '../../i18n/I18nProvider';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  link: { textDecorationLine: 'none', color: 'inherit' },
  card: { padding: tokens.spacingHorizontalL },
  value: {
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
});

interface Props {
  /** CaseSummary has no id, so it is read in the page's query rather than through a fragment. */
  cases: { total: number; open: number; submitted: number };
  patients: number;
}

export function Counts({ cases, patients }: Props) {
  const styles = useStyles();
  const t = useT();
  const tiles: [string, number, string][] = [
    ['dashboard.patients', patients, '/patient/index'],
    ['dashboard.cases', cases.total, '/list/index'],
    ['case.status.pending', cases.open, '/list/index'],
    ['case.status.completed', cases.submitted, '/list/index'],
  ];
  return (
    <div className={styles.grid}>
      {tiles.map(([labelId, value, to]) => (
        <Link key={labelId} to={to} className={styles.link}>
          <Card className={styles.card}>
            <Text block>{t(labelId)}</Text>
            <span className={styles.value}>{value}</span>
          </Card>
        </Link>
      ))}
    </div>
  );
}
