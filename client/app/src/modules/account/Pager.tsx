import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/I18nProvider';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

interface Props {
  page: number;
  limit: number;
  total: number;
  onPage(page: number): void;
}

/** Total, current page and previous/next, for the server-paged lists. */
export function Pager({ page, limit, total, onPage }: Props) {
  const styles = useStyles();
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <div className={styles.root}>
      <Text>{t('common.total', { total })}</Text>
      <Button
        icon={<ChevronLeftRegular />}
        aria-label={t('common.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <Text>{t('common.page', { page, pages })}</Text>
      <Button
        icon={<ChevronRightRegular />}
        aria-label={t('common.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </div>
  );
}
