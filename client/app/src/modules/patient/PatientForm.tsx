import { Divider, Field, Input, makeStyles, Radio, RadioGroup, Textarea, tokens } from '@fluentui/react-components';
import { COUNTRY_OPTIONS, ETHNICITY_OPTIONS, PHONE_MAX_LENGTH } from '@odontia/shared';
import { useT } from '../../i18n/I18nProvider';
import { LevelIcon } from './LevelIcon';
import { OptionCombobox } from './OptionCombobox';
import { TRIMMED_FIELDS, type PatientErrors, type PatientFormValues } from './patient-rules';

const useStyles = makeStyles({
  heading: {
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    margin: `${tokens.spacingVerticalS} 0`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
  },
  wide: { gridColumn: '1 / -1' },
});

interface Props {
  values: PatientFormValues;
  errors: PatientErrors;
  onChange(values: PatientFormValues): void;
}

type TextField = {
  [K in keyof PatientFormValues]: PatientFormValues[K] extends string ? K : never;
}[keyof PatientFormValues];

const HEALTH_FIELDS: TextField[] = [
  'illnessHistory',
  'allergyHistory',
  'smokingHistory',
  'drinkingHistory',
  'takingMedication',
  'oralAnesthesiaReaction',
  'infection',
  'issuesWithOralTreatment',
  'anyMajorDiseaseNoMention',
];

/** The add/edit form in two sections: patient information and health status. */
export function PatientForm({ values, errors, onChange }: Props) {
  const styles = useStyles();
  const t = useT();
  const set = <K extends keyof PatientFormValues>(field: K, value: PatientFormValues[K]) =>
    onChange({ ...values, [field]: value });
  const text = (
    field: TextField,
    labelId: string,
    options: { required?: boolean; maxLength?: number; type?: 'date' | 'tel' } = {},
  ) => (
    <Field
      label={t(labelId)}
      required={options.required}
      validationMessage={errors[field as keyof PatientErrors] ? t(errors[field as keyof PatientErrors]!) : undefined}
    >
      <Input
        name={field}
        type={options.type}
        maxLength={options.maxLength}
        value={values[field]}
        onChange={(_, data) => set(field, data.value)}
        onBlur={() => TRIMMED_FIELDS.has(field) && set(field, values[field].trim())}
      />
    </Field>
  );

  return (
    <div>
      <h3 className={styles.heading}>{t('patient.section.info')}</h3>
      <div className={styles.grid}>
        {text('name', 'patient.name', { required: true })}
        <Field label={t('patient.sex')}>
          <RadioGroup
            layout="horizontal"
            value={String(values.sex)}
            onChange={(_, data) => set('sex', Number(data.value))}
          >
            <Radio value="1" label={t('patient.sex.1')} />
            <Radio value="2" label={t('patient.sex.2')} />
          </RadioGroup>
        </Field>
        {text('birthday', 'patient.birthday', { type: 'date' })}
        {text('phone', 'patient.phone', { maxLength: PHONE_MAX_LENGTH, type: 'tel' })}
        <Field label={t('patient.country')}>
          <OptionCombobox
            options={COUNTRY_OPTIONS}
            value={values.country}
            onChange={(value) => set('country', value)}
          />
        </Field>
        <Field label={t('patient.nationality')}>
          <OptionCombobox
            options={ETHNICITY_OPTIONS}
            value={values.nationality}
            onChange={(value) => set('nationality', value)}
          />
        </Field>
        <Field label={t('patient.maritalStatus')}>
          <RadioGroup
            layout="horizontal"
            value={String(values.maritalStatus)}
            onChange={(_, data) => set('maritalStatus', Number(data.value))}
          >
            <Radio value="1" label={t('patient.marital.1')} />
            <Radio value="2" label={t('patient.marital.2')} />
          </RadioGroup>
        </Field>
        {text('career', 'patient.career')}
        <Field label={t('patient.level')} required validationMessage={errors.level ? t(errors.level) : undefined}>
          <RadioGroup
            layout="horizontal"
            value={String(values.level)}
            onChange={(_, data) => set('level', Number(data.value))}
          >
            {[1, 2, 3].map((level) => (
              <Radio
                key={level}
                value={String(level)}
                label={<LevelIcon level={level} />}
                aria-label={t('patient.level.value', { level })}
              />
            ))}
          </RadioGroup>
        </Field>
        {text('memo', 'patient.memo')}
        <Field label={t('patient.address')} className={styles.wide}>
          <Textarea
            name="address"
            value={values.address}
            onChange={(_, data) => set('address', data.value)}
            resize="vertical"
          />
        </Field>
      </div>
      <Divider style={{ margin: `${tokens.spacingVerticalL} 0` }} />
      <h3 className={styles.heading}>{t('patient.section.health')}</h3>
      <div className={styles.grid}>
        {HEALTH_FIELDS.map((field) => (
          <div key={field}>{text(field, `patient.${field}`)}</div>
        ))}
        <Field label={t('patient.bePregnant')}>
          <RadioGroup
            layout="horizontal"
            value={String(values.bePregnant)}
            onChange={(_, data) => set('bePregnant', Number(data.value))}
          >
            <Radio value="0" label={t('patient.pregnant.0')} />
            <Radio value="1" label={t('patient.pregnant.1')} />
            <Radio value="2" label={t('patient.pregnant.2')} />
          </RadioGroup>
        </Field>
      </div>
    </div>
  );
}
