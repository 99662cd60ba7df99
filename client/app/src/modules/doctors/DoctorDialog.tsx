import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { validateDoctor, type DoctorForm, type DoctorFormErrors } from './doctor-form';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface Props {
  initial?: DoctorForm;
  onCancel(): void;
  /** Resolves when saved; a rejection (shown by the global handler) keeps the dialog open. */
  onSave(form: DoctorForm): Promise<void>;
}

const EMPTY: DoctorForm = { name: '', phone: '', email: '', password: '' };

/** Add or edit a sub user: name, phone, email, password (optional when editing). */
export function DoctorDialog({ initial, onCancel, onSave }: Props) {
  const styles = useStyles();
  const t = useT();
  const isNew = !initial;
  const [form, setForm] = useState<DoctorForm>(initial ?? EMPTY);
  const [errors, setErrors] = useState<DoctorFormErrors>({});
  const [busy, setBusy] = useState(false);
  // Editing a field clears its message; the next save checks again.
  const set =
    (key: keyof DoctorForm) =>
    (_: unknown, { value }: { value: string }) => {
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    };

  const save = async () => {
    const found = validateDoctor(form, isNew);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave(form);
    } catch {
      // The server's message is shown by the global handler.
    } finally {
      setBusy(false);
    }
  };

  const message = (key: keyof DoctorForm) => (errors[key] ? t(errors[key]) : undefined);
  return (
    <Dialog open onOpenChange={(_, { open }) => !open && onCancel()}>
      <DialogSurface>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{t(isNew ? 'doctors.add' : 'doctors.edit')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('doctors.name')} required validationMessage={message('name')}>
                <Input value={form.name} maxLength={100} onChange={set('name')} />
              </Field>
              <Field label={t('doctors.phone')} required validationMessage={message('phone')}>
                <Input value={form.phone} maxLength={11} inputMode="tel" onChange={set('phone')} />
              </Field>
              <Field label={t('doctors.email')} validationMessage={message('email')}>
                <Input value={form.email} type="email" maxLength={254} onChange={set('email')} />
              </Field>
              <Field
                label={t('doctors.password')}
                required={isNew}
                hint={isNew ? undefined : t('doctors.passwordKeep')}
                validationMessage={message('password')}
              >
                <Input
                  value={form.password}
                  type="password"
                  autoComplete="new-password"
                  maxLength={128}
                  onChange={set('password')}
                />
              </Field>
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onCancel} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={busy}>
                {t('common.save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
