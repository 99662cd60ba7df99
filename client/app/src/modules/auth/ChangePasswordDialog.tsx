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
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../__generated__';
import { notify } from '../../feedback/bus';
import { useT } from '../../i18n/I18nProvider';
import { validatePasswordForm, type PasswordErrors, type PasswordForm } from './password-rules';

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface Props {
  onClose(): void;
  /** After a successful change the session ends: the caller logs out. */
  onChanged(): void;
}

export function ChangePasswordDialog({ onClose, onChanged }: Props) {
  const styles = useStyles();
  const t = useT();
  const [form, setForm] = useState<PasswordForm>({ password: '', newPassword: '', confirmNewPassword: '' });
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);

  const field = (name: keyof PasswordForm, label: string) => (
    <Field label={label} required validationMessage={errors[name] ? t(errors[name]) : undefined}>
      <Input
        type="password"
        autoComplete={name === 'password' ? 'current-password' : 'new-password'}
        value={form[name]}
        onChange={(_, { value }) => setForm((current) => ({ ...current, [name]: value }))}
      />
    </Field>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validatePasswordForm(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await resetPassword({ variables: { input: form } }).catch(() => null);
    if (!result?.data?.resetPassword) return;
    notify.success('feedback.resetSuccessfully');
    onClose();
    onChanged();
  };

  return (
    <Dialog open modalType="alert">
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('password.title')}</DialogTitle>
            <DialogContent className={styles.form}>
              {field('password', t('password.old'))}
              {field('newPassword', t('password.new'))}
              {field('confirmNewPassword', t('password.confirm'))}
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>{t('common.cancel')}</Button>
              <Button appearance="primary" type="submit" disabled={loading}>
                {t('common.ok')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
