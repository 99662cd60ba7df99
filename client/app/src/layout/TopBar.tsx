import { Button, Link, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import {
  ArrowMaximizeRegular,
  ArrowMinimizeRegular,
  GlobeRegular,
  NavigationRegular,
  QuestionCircleRegular,
} from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useT } from '../i18n/I18nProvider';
import { LanguageSwitch } from './LanguageSwitch';
import { AccountMenu } from './AccountMenu';
import { helpPageUrl } from '../help/help-pages';
import { OFFICIAL_WEBSITE } from './links';

const useStyles = makeStyles({
  root: {
    height: '56px',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    zIndex: 1,
  },
  spacer: { flexGrow: 1 },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

interface Props {
  mobile: boolean;
  onOpenMenu(): void;
}

export function TopBar({ mobile, onOpenMenu }: Props) {
  const styles = useStyles();
  const t = useT();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const fullscreen = useFullscreen();

  return (
    <header className={styles.root}>
      {mobile && (
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={t('layout.openMenu')}
          onClick={onOpenMenu}
        />
      )}
      <div className={styles.spacer} />
      {!mobile && (
        <Link className={styles.link} href={OFFICIAL_WEBSITE} target="_blank" rel="noopener noreferrer">
          <GlobeRegular aria-hidden />
          {t('layout.officialWebsite')}
        </Link>
      )}
      {fullscreen.supported && (
        <Tooltip content={t(fullscreen.active ? 'layout.exitFullscreen' : 'layout.fullscreen')} relationship="label">
          <Button
            appearance="subtle"
            icon={fullscreen.active ? <ArrowMinimizeRegular /> : <ArrowMaximizeRegular />}
            onClick={fullscreen.toggle}
          />
        </Tooltip>
      )}
      <Tooltip content={t('layout.helpCenter')} relationship="label">
        <Button
          as="a"
          appearance="subtle"
          icon={<QuestionCircleRegular />}
          href={helpPageUrl(locale, pathname)}
          target="_blank"
          rel="noopener noreferrer"
        />
      </Tooltip>
      <LanguageSwitch compact={mobile} />
      <AccountMenu />
    </header>
  );
}

function useFullscreen() {
  const [active, setActive] = useState(() => typeof document !== 'undefined' && Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return {
    active,
    supported: typeof document !== 'undefined' && document.fullscreenEnabled,
    toggle: () =>
      void (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()),
  };
}
