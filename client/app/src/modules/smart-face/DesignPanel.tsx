import { Button, Dropdown, Field, Input, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { SMILE_PARAMETER_RANGES, type SmileDesign, type SmileParameters } from '@odontia/shared';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';

const NUMBERS = [
  'redPercent',
  'centralWidthMm',
  'widthToHeightPercent',
  'incisalShowMm',
  'lateralStepMm',
  'canineStepMm',
  'archDepthMm',
  'labialInsetMm',
] as const satisfies (keyof typeof SMILE_PARAMETER_RANGES)[];

const useStyles = makeStyles({
  // two equal columns that the side panel's width holds (a Dropdown asks for 250 px of its own)
  grid: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: tokens.spacingHorizontalS },
  control: { minWidth: 0, width: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

interface Props {
  parameters: SmileParameters;
  design: SmileDesign | null;
  status: string;
  readOnly: boolean;
  onApply: (change: Partial<SmileParameters>) => void;
  onSubmit: () => void;
  onConfirm: () => void;
}

const fixed = (v: number) => v.toFixed(2);

/** Step 4: every parameter of the smile design, shown and editable; the resulting measures and teeth. */
export function DesignPanel({ parameters, design, status, readOnly, onApply, onSubmit, onConfirm }: Props) {
  const styles = useStyles();
  const t = useT();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const value = (name: (typeof NUMBERS)[number]) =>
    draft[name] ?? (parameters[name] === null ? '' : String(parameters[name]));
  const apply = () => {
    const change: Partial<SmileParameters> = {};
    for (const name of NUMBERS) {
      if (draft[name] === undefined) continue;
      const text = draft[name].trim();
      if (name === 'centralWidthMm' && text === '') change.centralWidthMm = null;
      else if (Number.isFinite(Number(text))) (change as Record<string, number>)[name] = Number(text);
    }
    setDraft({});
    onApply(change);
  };
  return (
    <section aria-label={t('face.step.design')}>
      <Text weight="semibold">{t('face.step.design')}</Text>
      <Text block data-testid="design-status">
        {t(`face.status.${status}`)}
      </Text>
      <div className={styles.grid}>
        <Field label={t('face.param.widthSource')}>
          <Dropdown
            className={styles.control}
            disabled={readOnly}
            value={t(`face.param.${parameters.widthSource}`)}
            selectedOptions={[parameters.widthSource]}
            onOptionSelect={(_, d) => onApply({ widthSource: d.optionValue as SmileParameters['widthSource'] })}
          >
            <Option value="intercanthal">{t('face.param.intercanthal')}</Option>
            <Option value="interalar">{t('face.param.interalar')}</Option>
          </Dropdown>
        </Field>
        <Field label={t('face.param.proportion')}>
          <Dropdown
            className={styles.control}
            disabled={readOnly}
            value={t(`face.param.${parameters.proportion}`)}
            selectedOptions={[parameters.proportion]}
            onOptionSelect={(_, d) => onApply({ proportion: d.optionValue as SmileParameters['proportion'] })}
          >
            <Option value="golden">{t('face.param.golden')}</Option>
            <Option value="red">{t('face.param.red')}</Option>
          </Dropdown>
        </Field>
        {NUMBERS.map((name) => (
          <Field
            key={name}
            label={t(`face.param.${name}`)}
            hint={`${SMILE_PARAMETER_RANGES[name][0]}-${SMILE_PARAMETER_RANGES[name][1]}`}
          >
            <Input
              className={styles.control}
              disabled={readOnly}
              type="number"
              step="0.1"
              name={name}
              value={value(name)}
              onChange={(_, d) => setDraft((old) => ({ ...old, [name]: d.value }))}
            />
          </Field>
        ))}
      </div>
      <div className={styles.actions}>
        <Button disabled={readOnly || Object.keys(draft).length === 0} onClick={apply}>
          {t('face.param.apply')}
        </Button>
        {status === 'marking' && (
          <Button appearance="primary" disabled={readOnly} onClick={onSubmit}>
            {t('face.submitDesign')}
          </Button>
        )}
        {status === 'to_be_confirmed' && (
          <Button appearance="primary" disabled={readOnly} onClick={onConfirm}>
            {t('face.confirm')}
          </Button>
        )}
      </div>
      {design && (
        <div data-testid="design-measures">
          <Text block size={200}>
            {t('face.measures', {
              ipd: fixed(design.interpupillaryMm),
              icd: fixed(design.intercanthalMm),
              iad: fixed(design.interalarMm),
              cant: fixed(design.midlineCantDeg),
            })}
          </Text>
          <Text block size={200} weight="semibold">
            {t('face.toothPosition')}
          </Text>
          {design.teeth.map((tooth) => (
            <Text block size={200} key={tooth.fdi}>
              {t('face.toothRow', {
                fdi: tooth.fdi,
                apparent: fixed(tooth.apparentWidthMm),
                width: fixed(tooth.widthMm),
                height: fixed(tooth.heightMm),
              })}
            </Text>
          ))}
        </div>
      )}
    </section>
  );
}
