import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { Link } from 'react-router';
import { graphql } from '../../__generated__';
import { useT } from '../../i18n/I18nProvider';

export const Counts_summary = graphql(`
  fragment Counts_summary on CaseSummary {
    total
    open
    submitted
    trash
  }
`);

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalL },
  link: { textDecorationLine: 'none', color: 'inherit' },
  card: { padding: tokens.spacingHorizontalL },
  value: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
});

export function Counts({ summary, patients }: { summary: FragmentType<typeof Counts_summary>; patients: number }) {
  const styles = useStyles();
  const t = useT();
  const { data } = useFragment({ fragment: Counts_summary, from: summary });
  const tiles: [string, number, string][] = [
    ['dashboard.patients', patients, '/patient/index'],
    ['dashboard.cases', data.total ?? 0, '/list/index'],
    ['case.status.pending', data.open ?? 0, '/list/index'],
    ['case.status.completed', data.submitted ?? 0, '/list/index'],
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
