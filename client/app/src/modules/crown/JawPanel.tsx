import { Field, makeStyles, Slider, Text, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

interface Props {
  /** Vertical offset of the opposing scan from the scans' occlusion, mm. */
  offset: number;
  onOffset(offset: number): void;
}

/** Inner Surface and Jaw Position: the inner surface is shown; the opposing scan can be moved vertically. */
export function JawPanel({ offset, onOffset }: Props) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root} data-testid="crown-jaw-step">
      <Text weight="semibold">{t('crown.step.inner')}</Text>
      <Text size={200}>{t('crown.inner.hint')}</Text>
      <Text weight="semibold">{t('crown.step.jaw')}</Text>
      <Text size={200}>{t('crown.jaw.hint')}</Text>
      <Field label={`${t('crown.jaw.offset')}: ${offset.toFixed(1)}`}>
        <Slider min={-20} max={20} value={Math.round(offset * 10)} onChange={(_, d) => onOffset(d.value / 10)} />
      </Field>
    </div>
  );
}
