import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { PRIVATIZED_DEPLOYMENT } from '@odontia/shared';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/I18nProvider';
import { useSession } from '../../session/SessionProvider';

export const ACCOUNT_PATHS = {
  subscription: '/account/subscrption',
  recharge: '/account/recharge',
  records: '/account/records',
  consumption: '/account/consumption',
  paySuccess: '/account/pay-success',
  payment: '/account/payment',
} as const;

/** The tabs a user sees: recharge (main account only) and records are gone in privatized deployments. */
export function accountTabs({ privatized, mainAccount }: { privatized: boolean; mainAccount: boolean }) {
  return [
    { path: ACCOUNT_PATHS.subscription, labelId: 'route.account.subscription' },
    ...(privatized || !mainAccount ? [] : [{ path: ACCOUNT_PATHS.recharge, labelId: 'route.account.recharge' }]),
    ...(privatized ? [] : [{ path: ACCOUNT_PATHS.records, labelId: 'route.account.records' }]),
    { path: ACCOUNT_PATHS.consumption, labelId: 'route.account.consumption' },
  ];
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalXL,
    borderRadius: tokens.borderRadiusLarge,
  },
});

/** The account area's tabs above one panel. */
export function AccountLayout({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useSession();
  const tabs = accountTabs({ privatized: PRIVATIZED_DEPLOYMENT, mainAccount: Boolean(user?.isMainAccount) });
  const selected = tabs.some((tab) => tab.path === pathname) ? pathname : undefined;
  return (
    <div className={styles.root}>
      <TabList selectedValue={selected} onTabSelect={(_, { value }) => navigate(String(value))}>
        {tabs.map((tab) => (
          <Tab key={tab.path} value={tab.path}>
            {t(tab.labelId)}
          </Tab>
        ))}
      </TabList>
      <section className={styles.panel}>{children}</section>
    </div>
  );
}
