import {
  Button,
  DialogActions,
  DialogContent,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ALL_TEETH, formatToothPositions, MANDIBULAR_TEETH, MAXILLARY_TEETH } from '@odontia/shared';
import { useState } from 'react';
import { FixedDialog } from '../../app/FixedDialog';
import { useT } from '../../i18n/I18nProvider';

/** The odontogram as a dentist faces the patient: 18…11 | 21…28 over 48…41 | 31…38. */
const UPPER = [18, 17, 16, 15, 14, 13, 12, 11, 21, 22, 23, 24, 25, 26, 27, 28];
const LOWER = [48, 47, 46, 45, 44, 43, 42, 41, 31, 32, 33, 34, 35, 36, 37, 38];

const useStyles = makeStyles({
  quick: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalL },
  jaw: { display: 'grid', gridTemplateColumns: 'repeat(16, minmax(32px, 1fr))', gap: '4px' },
  midline: { borderLeft: `2px solid ${tokens.colorNeutralStroke1}` },
  arch: { margin: `${tokens.spacingVerticalS} 0` },
  tooth: {
    minWidth: '32px',
    height: '44px',
    padding: 0,
    borderRadius: '12px 12px 8px 8px',
    fontVariantNumeric: 'tabular-nums',
  },
  lower: { borderRadius: '8px 8px 12px 12px' },
  summary: { marginTop: tokens.spacingVerticalL, display: 'block' },
});

interface Props {
  value: readonly number[];
  onOk(teeth: number[]): void;
  onCancel(): void;
}

/** FDI tooth-position picker (seed 000 section 2): toggle teeth, quick arches, OK returns them sorted. */
export function ToothPickerDialog({ value, onOk, onCancel }: Props) {
  const styles = useStyles();
  const t = useT();
  const [selected, setSelected] = useState<Set<number>>(() => new Set(value));
  const toggle = (tooth: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(tooth)) next.delete(tooth);
      else next.add(tooth);
      return next;
    });
  const sorted = [...selected].sort((a, b) => a - b);

  const row = (teeth: number[], lower: boolean) => (
    <div className={styles.jaw} role="group" aria-label={t(lower ? 'tooth.lower' : 'tooth.upper')}>
      {teeth.map((tooth, index) => (
        <Button
          key={tooth}
          className={mergeClasses(styles.tooth, lower && styles.lower, index === 8 && styles.midline)}
          appearance={selected.has(tooth) ? 'primary' : 'outline'}
          aria-pressed={selected.has(tooth)}
          aria-label={t('tooth.tooth', { tooth })}
          onClick={() => toggle(tooth)}
        >
          {tooth}
        </Button>
      ))}
    </div>
  );

  return (
    <FixedDialog title={t('tooth.title')} width={760}>
      <DialogContent>
        <div className={styles.quick}>
          <Button onClick={() => setSelected(new Set(ALL_TEETH))}>{t('tooth.full')}</Button>
          <Button onClick={() => setSelected(new Set(MAXILLARY_TEETH))}>{t('tooth.maxillary')}</Button>
          <Button onClick={() => setSelected(new Set(MANDIBULAR_TEETH))}>{t('tooth.mandibular')}</Button>
          <Button onClick={() => setSelected(new Set())}>{t('tooth.clear')}</Button>
        </div>
        <div className={styles.arch}>{row(UPPER, false)}</div>
        <div className={styles.arch}>{row(LOWER, true)}</div>
        <Text className={styles.summary} aria-live="polite">
          {t('tooth.selected', { teeth: sorted.length ? formatToothPositions(sorted) : t('common.none') })}
        </Text>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button appearance="primary" onClick={() => onOk(sorted)}>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </FixedDialog>
  );
}
