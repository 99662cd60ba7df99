import { Field, ProgressBar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCatalogue } from '@odontia/shared';
import { useIntl } from 'react-intl';
import { translateError } from '../../feedback/translate-error';
import { useT } from '../../i18n/I18nProvider';
import { formatBytes } from './file-rules';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, maxWidth: '520px' },
  full: { color: tokens.colorPaletteRedForeground1 },
});

interface Props {
  usedBytes: number;
  quotaBytes: number;
  recycleBytes: number;
}

/** Cloud storage used of the quota; full shows 'insufficient cloud storage'. */
export function QuotaBar({ usedBytes, quotaBytes, recycleBytes }: Props) {
  const styles = useStyles();
  const t = useT();
  const intl = useIntl();
  const ratio = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1;
  const full = usedBytes >= quotaBytes;
  return (
    <div className={styles.root}>
      <Field
        label={t('files.storage')}
        validationState={full ? 'error' : ratio > 0.9 ? 'warning' : 'none'}
        validationMessage={full ? translateError(intl, ErrorCatalogue.InsufficientStorage.message) : undefined}
      >
        <ProgressBar
          value={ratio}
          thickness="large"
          color={full ? 'error' : ratio > 0.9 ? 'warning' : 'brand'}
          aria-label={t('files.storage')}
          aria-valuetext={t('files.usage', { used: formatBytes(usedBytes), quota: formatBytes(quotaBytes) })}
        />
      </Field>
      <Text size={200} data-testid="quota-text">
        {t('files.usage', { used: formatBytes(usedBytes), quota: formatBytes(quotaBytes) })}
        {recycleBytes > 0 && ` · ${t('files.recycleUsage', { size: formatBytes(recycleBytes) })}`}
      </Text>
    </div>
  );
}
