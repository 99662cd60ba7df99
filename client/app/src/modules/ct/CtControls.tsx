import { Button, Field, makeStyles, Select, SpinButton, Switch, Text, tokens } from '@fluentui/react-components';
import { BONE_WINDOW, type CtVolume, type WindowLevel } from '@odontia/viewer';
import { useT } from '../../i18n/I18nProvider';

export const SOFT_TISSUE_WINDOW: WindowLevel = { center: 40, width: 400 };
/** Teeth against bone: enamel and dentin bright, bone grey. */
export const DENTAL_WINDOW: WindowLevel = { center: 1500, width: 3000 };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

interface Props {
  volume: CtVolume;
  window: WindowLevel;
  onWindow(window: WindowLevel): void;
  sync: boolean;
  onSync(sync: boolean): void;
  crosshair: boolean;
  onCrosshair(crosshair: boolean): void;
  threshold: number;
  onThreshold(threshold: number): void;
  building: boolean;
  onBone(): void;
}

type Preset = 'bone' | 'softTissue' | 'dental' | 'series';

/** CT Setting and Slice Setting: window level and width, presets, slice sync, crosshair, bone surface. */
export function CtControls(props: Props) {
  const styles = useStyles();
  const t = useT();
  const presets: Partial<Record<Preset, WindowLevel>> = {
    bone: BONE_WINDOW,
    softTissue: SOFT_TISSUE_WINDOW,
    dental: DENTAL_WINDOW,
    ...(props.volume.window ? { series: props.volume.window } : {}),
  };
  const preset = (Object.keys(presets) as Preset[]).find(
    (key) => presets[key]!.center === props.window.center && presets[key]!.width === props.window.width,
  );
  const number = (value: number | null | undefined, displayValue: string | undefined, fallback: number) => {
    const parsed = value ?? Number(displayValue);
    return Number.isFinite(parsed) ? parsed : fallback;
  };
  return (
    <div className={styles.root}>
      <Text weight="semibold">{t('ct.setting')}</Text>
      <Field label={t('ct.preset')}>
        <Select
          value={preset ?? ''}
          onChange={(_, data) => presets[data.value as Preset] && props.onWindow(presets[data.value as Preset]!)}
        >
          <option value="" disabled>
            {t('common.pleaseSelect')}
          </option>
          {(Object.keys(presets) as Preset[]).map((key) => (
            <option key={key} value={key}>
              {t(`ct.preset.${key}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('ct.windowLevel')}>
        <SpinButton
          value={props.window.center}
          min={-2000}
          max={6000}
          step={10}
          onChange={(_, data) =>
            props.onWindow({ ...props.window, center: number(data.value, data.displayValue, props.window.center) })
          }
        />
      </Field>
      <Field label={t('ct.windowWidth')}>
        <SpinButton
          value={props.window.width}
          min={1}
          max={8000}
          step={10}
          onChange={(_, data) =>
            props.onWindow({
              ...props.window,
              width: Math.max(1, number(data.value, data.displayValue, props.window.width)),
            })
          }
        />
      </Field>
      <Text weight="semibold">{t('ct.sliceSetting')}</Text>
      <Switch label={t('ct.sync')} checked={props.sync} onChange={(_, data) => props.onSync(data.checked)} />
      <Switch
        label={t('ct.crosshair')}
        checked={props.crosshair}
        onChange={(_, data) => props.onCrosshair(data.checked)}
      />
      <Field label={t('ct.boneThreshold')}>
        <SpinButton
          value={props.threshold}
          min={-1000}
          max={4000}
          step={50}
          onChange={(_, data) => props.onThreshold(number(data.value, data.displayValue, props.threshold))}
        />
      </Field>
      <Button appearance="primary" onClick={props.onBone} disabled={props.building}>
        {t('ct.bone')}
      </Button>
    </div>
  );
}
