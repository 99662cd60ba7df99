import { Text } from '@fluentui/react-components';
import { APP_VERSION } from '@odontia/shared';
import { sanitizeRichText } from '../../feedback/sanitize';
import { useT } from '../../i18n/I18nProvider';

/** Releases, newest first; each entry's text is a message in both languages. */
const RELEASES = [{ version: APP_VERSION, messageId: 'settings.changelog.1.9.1' }];

export function Changelog() {
  const t = useT();
  return (
    <ol>
      {RELEASES.map((release) => (
        <li key={release.version}>
          <Text weight="semibold" block>
            {t('settings.version', { version: release.version })}
          </Text>
          {/* Release notes may carry light markup; only the seeds' allow-list survives. */}
          <Text dangerouslySetInnerHTML={{ __html: sanitizeRichText(t(release.messageId)) }} />
        </li>
      ))}
    </ol>
  );
}
