import { Button, Input, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { formatToothPositions, parseToothPositions } from '@odontia/shared';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { ToothPickerDialog } from '../tooth/ToothPickerDialog';
import { newEntry, sequenceLabel, type CaseEntryValue } from './case-form';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  title: { fontWeight: tokens.fontWeightSemibold },
  row: {
    display: 'grid',
    gridTemplateColumns: '32px minmax(110px, auto) 1fr auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
  },
  seq: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
});

interface Props {
  label: string;
  entries: CaseEntryValue[];
  onChange(entries: CaseEntryValue[]): void;
}

const teethOf = (position: string): number[] => {
  try {
    return parseToothPositions(position);
  } catch {
    return [];
  }
};

/** A repeatable list (examination, diagnosis, management plan): 01, tooth link, detail, delete. */
export function CaseEntryList({ label, entries, onChange }: Props) {
  const styles = useStyles();
  const t = useT();
  const [picking, setPicking] = useState<string | null>(null);
  const update = (key: string, change: Partial<CaseEntryValue>) =>
    onChange(entries.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const pickingEntry = entries.find((entry) => entry.key === picking);

  return (
    <section className={styles.root} aria-label={label}>
      <div className={styles.header}>
        <Text className={styles.title}>{label}</Text>
        <Button size="small" icon={<AddRegular />} onClick={() => onChange([...entries, newEntry()])}>
          {t('case.addRow')}
        </Button>
      </div>
      {entries.map((entry, index) => (
        <div key={entry.key} className={styles.row}>
          <span className={styles.seq}>{sequenceLabel(index)}</span>
          <Link
            onClick={() => setPicking(entry.key)}
            aria-label={`${label} ${sequenceLabel(index)} ${t('case.toothPosition')}`}
          >
            {entry.position || t('common.pleaseSelect')}
          </Link>
          <Input
            aria-label={`${label} ${sequenceLabel(index)} ${t('case.rowDetail')}`}
            value={entry.content}
            onChange={(_, data) => update(entry.key, { content: data.value })}
          />
          <Link onClick={() => onChange(entries.filter((other) => other.key !== entry.key))}>{t('common.delete')}</Link>
        </div>
      ))}
      {pickingEntry && (
        <ToothPickerDialog
          value={teethOf(pickingEntry.position)}
          onCancel={() => setPicking(null)}
          onOk={(teeth) => {
            update(pickingEntry.key, { position: teeth.length ? formatToothPositions(teeth) : '' });
            setPicking(null);
          }}
        />
      )}
    </section>
  );
}
