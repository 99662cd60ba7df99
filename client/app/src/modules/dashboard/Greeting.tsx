import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../__generated__';
import { formatLongDate } from '../../i18n/dates';
import { useLocale, useT } from '../../i18n/I18nProvider';

export const Greeting_user = graphql(`
  fragment Greeting_user on User {
    id
    name
    practice {
      id
      balance
    }
  }
`);

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'row',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  balance: { textAlign: 'end' },
  value: {
    fontSize: tokens.fontSizeHero800,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
  },
});

interface Props {
  user: FragmentType<typeof Greeting_user>;
}

export function Greeting({ user }: Props) {
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const { data } = useFragment({ fragment: Greeting_user, from: user });
  return (
    <Card className={styles.card}>
      <div>
        <h1 className={styles.heading}>{t('dashboard.greeting', { name: data.name ?? '' })}</h1>
        <Text>{t('dashboard.today', { date: formatLongDate(new Date(), locale) })}</Text>
      </div>
      <div className={styles.balance}>
        <Text block>{t('dashboard.balance')}</Text>
        <span className={styles.value}>{data.practice?.balance ?? 0}</span>
      </div>
    </Card>
  );
}
