import { Button, Menu, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useLocale, useT } from '../i18n/I18nProvider';
import { LOCALES, type Locale } from '../i18n/locale';

/** The language switch of the top bar and the login page. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <Menu
      checkedValues={{ locale: [locale] }}
      onCheckedValueChange={(_, { checkedItems }) => setLocale(checkedItems[0] as Locale)}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<LocalLanguageRegular />}
          aria-label={compact ? t('layout.language') : undefined}
          title={t('layout.language')}
        >
          {!compact && t(`language.${locale}`)}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALES.map((option) => (
            <MenuItemRadio key={option} name="locale" value={option} lang={option}>
              {t(`language.${option}`)}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
