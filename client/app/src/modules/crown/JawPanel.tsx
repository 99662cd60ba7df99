import { Field, makeStyles, SpinButton, Switch, Text, tokens } from '@fluentui/react-components';
import { CROWN_JAW_SHIFT } from '@odontia/shared';
import { useT } from '../../i18n/I18nProvider';
import { UNDERCUT_FULL_MM } from './undercut-map';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

interface Props {
  /** The accepted design's undercut along its insertion axis. */
  undercut: { volumeMm3: number; deepestMm: number } | null;
  mapShown: boolean;
  onMapShown(shown: boolean): void;
  /** Bite opening along the insertion axis from the scans' occlusion, mm (negative: closed further). */
  opening: number;
  onOpening(mm: number): void;
  disabled: boolean;
}

/** Inner Surface and Jaw Position: what the view shows before the proposal runs, with the undercut map. */
export function JawPanel({ undercut, mapShown, onMapShown, opening, onOpening, disabled }: Props) {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root} data-testid="crown-jaw-step">
      <Text weight="semibold">{t('crown.step.inner')}</Text>
      <Text size={200}>{t('crown.inner.hint')}</Text>
      {undercut && (
        <>
          <Text size={200} data-testid="crown-undercut" data-deepest-mm={undercut.deepestMm}>
            {t('crown.undercut.summary', {
              volume: undercut.volumeMm3.toFixed(2),
              deepest: undercut.deepestMm.toFixed(2),
            })}
          </Text>
          <Switch
            label={t('crown.undercut.show')}
            checked={mapShown}
            onChange={(_, d) => onMapShown(d.checked)}
            data-testid="crown-undercut-toggle"
          />
          {mapShown && <Text size={200}>{t('crown.undercut.legend', { full: UNDERCUT_FULL_MM })}</Text>}
        </>
      )}
      <Text weight="semibold">{t('crown.step.jaw')}</Text>
      <Text size={200}>{t('crown.jaw.hint')}</Text>
      <Field label={t('crown.jaw.opening')} hint={t('crown.jaw.openingHint')}>
        <SpinButton
          data-testid="crown-jaw-opening"
          min={-CROWN_JAW_SHIFT.maxMm}
          max={CROWN_JAW_SHIFT.maxMm}
          step={CROWN_JAW_SHIFT.stepMm}
          precision={2}
          value={opening}
          disabled={disabled}
          onChange={(_, d) => {
            const mm = d.value ?? Number(d.displayValue);
            if (Number.isFinite(mm))
              onOpening(Math.max(-CROWN_JAW_SHIFT.maxMm, Math.min(CROWN_JAW_SHIFT.maxMm, Number(mm.toFixed(2)))));
          }}
        />
      </Field>
    </div>
  );
}
