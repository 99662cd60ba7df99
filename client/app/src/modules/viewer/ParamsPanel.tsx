import { Field, makeStyles, Select, Slider, tokens } from '@fluentui/react-components';
import { useT } from '../../i18n/I18nProvider';
import type { ModelEntry } from './model-entries';

export type SectionAxis = 'x' | 'y' | 'z';

export interface SectionState {
  visible: boolean;
  axis: SectionAxis;
  offset: number;
}

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

interface Props {
  current: ModelEntry | null;
  onColor(id: string, color: string, alpha: number): void;
  section: SectionState;
  /** Half the scene size: how far the section plane can move either way. */
  sectionRange: number;
  onSection(section: SectionState): void;
}

/** Parameters Setting: colour and opacity of the current model; section plane normal and position. */
export function ParamsPanel({ current, onColor, section, sectionRange, onSection }: Props) {
  const styles = useStyles();
  const t = useT();
  const range = Math.max(1, Math.ceil(sectionRange));
  return (
    <div className={styles.root}>
      {current && (
        <>
          <Field label={`${t('viewer.color')} (${current.name})`}>
            <input
              type="color"
              value={current.color}
              onChange={(event) => onColor(current.id, event.target.value, current.alpha)}
              style={{ width: 64, height: 28, padding: 0, border: 'none', background: 'none' }}
            />
          </Field>
          <Field label={`${t('viewer.opacity')}: ${Math.round(current.alpha * 100)}%`}>
            <Slider
              min={10}
              max={100}
              value={Math.round(current.alpha * 100)}
              onChange={(_, data) => onColor(current.id, current.color, data.value / 100)}
            />
          </Field>
        </>
      )}
      <Field label={t('viewer.sectionAxis')}>
        <Select
          value={section.axis}
          onChange={(_, data) => onSection({ ...section, axis: data.value as SectionAxis, offset: 0 })}
        >
          <option value="x">X</option>
          <option value="y">Y</option>
          <option value="z">Z</option>
        </Select>
      </Field>
      <Field label={`${t('viewer.sectionOffset')}: ${section.offset.toFixed(1)}`}>
        {/* In tenths of a millimetre: a fractional step would make Fluent draw a tick per step over the whole rail. */}
        <Slider
          min={-range * 10}
          max={range * 10}
          value={Math.round(section.offset * 10)}
          disabled={!section.visible}
          onChange={(_, data) => onSection({ ...section, offset: data.value / 10 })}
        />
      </Field>
    </div>
  );
}
