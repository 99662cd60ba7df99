import { Button, Checkbox, makeStyles, mergeClasses, Text, tokens, Tooltip } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { useT } from '../../i18n/I18nProvider';
import { selectAllState, type ModelEntry } from './model-entries';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  name: {
    flexGrow: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    background: 'none',
    border: 'none',
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    font: 'inherit',
  },
  current: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2 },
  swatch: {
    width: '12px',
    height: '12px',
    borderRadius: '2px',
    flexShrink: 0,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
});

interface Props {
  entries: ModelEntry[];
  selected: ReadonlySet<string>;
  currentId: string | null;
  onSelect(id: string, selected: boolean): void;
  onSelectAll(): void;
  onVisible(id: string, visible: boolean): void;
  onCurrent(id: string): void;
}

/** Model list: export selection with select all, Show/Hide per model, the current model for Transform and Params. */
export function ModelsPanel({ entries, selected, currentId, onSelect, onSelectAll, onVisible, onCurrent }: Props) {
  const styles = useStyles();
  const t = useT();
  if (entries.length === 0) return <Text size={200}>{t('viewer.noModels')}</Text>;
  return (
    <div role="group" aria-label={t('viewer.models')}>
      <Checkbox label={t('viewer.selectAll')} checked={selectAllState(entries, selected)} onChange={onSelectAll} />
      {entries.map((entry) => (
        <div key={entry.id} className={styles.row} data-model-id={entry.id}>
          <Checkbox
            aria-label={`${t('viewer.exportSelection')}: ${entry.name}`}
            checked={selected.has(entry.id)}
            onChange={(_, data) => onSelect(entry.id, data.checked === true)}
          />
          <span className={styles.swatch} style={{ backgroundColor: entry.color, opacity: entry.alpha }} aria-hidden />
          <button
            type="button"
            className={mergeClasses(styles.name, entry.id === currentId && styles.current)}
            aria-pressed={entry.id === currentId}
            title={t('viewer.currentModel')}
            onClick={() => onCurrent(entry.id)}
          >
            {entry.name}
          </button>
          <Tooltip
            content={t(entry.visible ? 'viewer.hideModel' : 'viewer.showModel', { name: entry.name })}
            relationship="label"
          >
            <Button
              appearance="subtle"
              size="small"
              icon={entry.visible ? <EyeRegular /> : <EyeOffRegular />}
              onClick={() => onVisible(entry.id, !entry.visible)}
            />
          </Tooltip>
        </div>
      ))}
    </div>
  );
}
