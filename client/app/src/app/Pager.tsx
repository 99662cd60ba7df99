import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useT } from '../i18n/I18nProvider';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalM,
  },
});

interface Props {
  page: number;
  limit: number;
  total: number;
  onPage(page: number): void;
}

export function ListPager({ page, limit, total, onPage }: Props) {
  const styles = useStyles();
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className={styles.root} aria-label={t('common.page', { page, pages })}>
      <Text>{t('common.total', { total })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('common.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Text>{t('common.page', { page, pages })}</Text>
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('common.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </nav>
  );
}
