import { Button, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { PRODUCT_TITLE } from '@odontia/shared';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import type { AppRoute } from '../routes/table';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100%' },
  brand: {
    height: '56px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalL,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase500,
    color: tokens.colorBrandForeground1,
    whiteSpace: 'nowrap',
  },
  logo: {
    width: '24px',
    height: '24px',
    borderRadius: '50%',
    backgroundColor: tokens.colorBrandBackground,
    flexShrink: 0,
  },
  create: { marginInline: tokens.spacingHorizontalM, marginBlock: tokens.spacingVerticalM },
  nav: { display: 'flex', flexDirection: 'column', gap: '2px', paddingInline: tokens.spacingHorizontalS },
  group: {
    paddingInline: tokens.spacingHorizontalM,
    paddingTop: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground3,
  },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  icon: { fontSize: '20px', flexShrink: 0 },
});

interface Props {
  routes: AppRoute[];
  collapsed: boolean;
  onNavigate(): void;
}

export function Sidebar({ routes, collapsed, onNavigate }: Props) {
  const styles = useStyles();
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const highlighted = routes.find((route) => route.path === pathname)?.activeMenu ?? pathname;
  const menu = routes.filter((route) => route.menu);
  let lastGroup: string | undefined;

  return (
    <div className={styles.root}>
      <div className={styles.brand}>
        <span className={styles.logo} aria-hidden />
        {!collapsed && PRODUCT_TITLE}
      </div>
      <Tooltip content={t('menu.createCase')} relationship="label" visible={collapsed ? undefined : false}>
        <Button
          className={styles.create}
          appearance="primary"
          icon={<AddRegular />}
          onClick={() => {
            onNavigate();
            navigate('/application/index');
          }}
        >
          {!collapsed && t('menu.createCase')}
        </Button>
      </Tooltip>
      <nav className={styles.nav} aria-label={t('layout.mainNavigation')}>
        {menu.map((route) => {
          const Icon = route.menu!.icon;
          const group = route.menu!.group;
          const header = group && group !== lastGroup && !collapsed;
          lastGroup = group;
          return (
            <div key={route.path}>
              {header && (
                <Text as="h2" size={200} block className={styles.group}>
                  {t(group)}
                </Text>
              )}
              <NavLink
                to={route.path}
                onClick={onNavigate}
                title={collapsed ? t(route.titleId) : undefined}
                className={() => mergeClasses(styles.link, highlighted === route.path && styles.active)}
                aria-current={highlighted === route.path ? 'page' : undefined}
              >
                <Icon className={styles.icon} aria-hidden />
                {!collapsed && t(route.titleId)}
              </NavLink>
            </div>
          );
        })}
      </nav>
    </div>
  );
}
