import { Button, Field, makeStyles, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import type { AlignmentResult } from '@odontia/viewer';
import { useT } from '../../i18n/I18nProvider';
import type { ModelEntry } from './model-entries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface Props {
  entries: ModelEntry[];
  sourceId: string;
  targetId: string;
  marks: Record<string, number>;
  result: AlignmentResult | null;
  busy: boolean;
  onSource(id: string): void;
  onTarget(id: string): void;
  onStart(): void;
  onClearMarks(): void;
  onExit(): void;
}

/** Alignment Setting: source and target models, 4 marks on each, start, exit; the residual error. */
export function AlignmentPanel(props: Props) {
  const styles = useStyles();
  const t = useT();
  const name = (id: string) => props.entries.find((entry) => entry.id === id)?.name ?? id;
  const options = props.entries.map((entry) => (
    <option key={entry.id} value={entry.id}>
      {entry.name}
    </option>
  ));
  return (
    <div className={styles.root}>
      <Text size={200}>{t('viewer.alignmentHint')}</Text>
      <Field label={t('viewer.sourceModel')}>
        <Select value={props.sourceId} onChange={(_, data) => props.onSource(data.value)}>
          <option value="">{t('common.pleaseSelect')}</option>
          {options}
        </Select>
      </Field>
      <Field label={t('viewer.targetModel')}>
        <Select value={props.targetId} onChange={(_, data) => props.onTarget(data.value)}>
          <option value="">{t('common.pleaseSelect')}</option>
          {options}
        </Select>
      </Field>
      {[props.sourceId, props.targetId].filter(Boolean).map((id, index) => (
        <Text key={`${index}-${id}`} size={200} data-testid="alignment-marks">
          {t('viewer.marksCount', { name: name(id), count: props.marks[id] ?? 0 })}
        </Text>
      ))}
      <div className={styles.buttons}>
        <Button appearance="primary" onClick={props.onStart} disabled={props.busy}>
          {t('viewer.start')}
        </Button>
        <Button onClick={props.onClearMarks} disabled={props.busy}>
          {t('viewer.clearMarks')}
        </Button>
        <Button onClick={props.onExit}>{t('viewer.exit')}</Button>
      </div>
      {props.busy && <Spinner size="tiny" />}
      {props.result && (
        <Text data-testid="alignment-residual" data-rms={props.result.rms}>
          {t('viewer.residual', {
            rms: props.result.rms.toFixed(3),
            markRms: props.result.markRms.toFixed(3),
            iterations: props.result.iterations,
          })}
        </Text>
      )}
    </div>
  );
}
