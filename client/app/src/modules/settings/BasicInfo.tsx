import { makeStyles, tokens } from '@fluentui/react-components';
import { useFragment } from '@apollo/client/react';
import type { FragmentType } from '@apollo/client';
import { graphql } from '../../__generated__';
import { useT } from '../../i18n/I18nProvider';

export const BasicInfo_user = graphql(`
  fragment BasicInfo_user on User {
    id
    name
    phone
    email
    country
    isMainAccount
    memberNumber
    practice {
      id
      usableStorageGb
    }
  }
`);

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

export function BasicInfo({ user }: { user: FragmentType<typeof BasicInfo_user> }) {
  const styles = useStyles();
  const t = useT();
  const { data } = useFragment({ fragment: BasicInfo_user, from: user });
  const rows: [string, string][] = [
    [t('settings.name'), data.name ?? ''],
    [t('settings.phone'), data.phone || t('common.notFilled')],
    [t('settings.email'), data.email || t('common.notFilled')],
    [t('settings.country'), data.country || t('common.notFilled')],
    [t('settings.accountType'), t(data.isMainAccount ? 'settings.mainAccount' : 'settings.subAccount')],
    [t('settings.memberNumber'), String(data.memberNumber ?? 0)],
    [t('settings.storage'), t('settings.storageValue', { size: data.practice?.usableStorageGb ?? 0 })],
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
