import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import { DASHBOARD_PATH } from './paths';

const useStyles = makeStyles({
  root: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  code: { fontSize: '96px', lineHeight: '1', fontWeight: tokens.fontWeightBold, color: tokens.colorBrandForeground1 },
});

export default function ErrorPage({ code }: { code: 401 | 404 }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  return (
    <main className={styles.root}>
      <h1 className={styles.code}>{code}</h1>
      <Text size={500}>{t(code === 401 ? 'errorPage.401' : 'errorPage.404')}</Text>
      <Button appearance="primary" onClick={() => navigate(DASHBOARD_PATH)}>
        {t('common.backHome')}
      </Button>
    </main>
  );
}
