import { Button, Field, Input, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { trimAll, validateProfile, type ProfileField, type ProfileValues } from './profile-form';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingVerticalM,
    maxWidth: '880px',
  },
  wide: { gridColumn: '1 / -1' },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  hint: { color: tokens.colorNeutralForeground3 },
});

interface Props<K extends string> {
  label: string;
  fields: readonly ProfileField<K>[];
  initial: ProfileValues<K>;
  /** Sub users see the practice's blocks but only the main account changes them. */
  readOnly: boolean;
  saving: boolean;
  onSave(values: ProfileValues<K>): void;
}

/** A block of optional text fields (invoice info, shipping address), checked before it is sent. */
export function ProfileFieldsForm<K extends string>({ label, fields, initial, readOnly, saving, onSave }: Props<K>) {
  const styles = useStyles();
  const t = useT();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const submit = () => {
    const found = validateProfile(fields, values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(trimAll(values));
  };
  return (
    <form
      className={styles.form}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {fields.map((field) => {
        const Control = field.multiline ? Textarea : Input;
        const error = errors[field.key];
        return (
          <Field
            key={field.key}
            className={field.multiline ? styles.wide : undefined}
            label={t(field.label)}
            validationMessage={error ? t(error, { max: field.max }) : undefined}
          >
            <Control
              value={values[field.key]}
              readOnly={readOnly}
              onChange={(_: unknown, data: { value: string }) =>
                setValues((old) => ({ ...old, [field.key]: data.value }))
              }
            />
          </Field>
        );
      })}
      <div className={styles.actions}>
        {readOnly ? (
          <span className={styles.hint}>{t('profile.mainAccountOnly')}</span>
        ) : (
          <Button type="submit" appearance="primary" disabled={saving}>
            {t('common.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
