import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** Inner Surface and Jaw Position: what the view shows before the proposal runs. */
export function JawPanel() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root} data-testid="crown-jaw-step">
      <Text weight="semibold">{t('crown.step.inner')}</Text>
      <Text size={200}>{t('crown.inner.hint')}</Text>
      <Text weight="semibold">{t('crown.step.jaw')}</Text>
      <Text size={200}>{t('crown.jaw.hint')}</Text>
    </div>
  );
}
