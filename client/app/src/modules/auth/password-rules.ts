import { PASSWORD_MIN_LENGTH } from '@odontia/shared';

export interface PasswordForm {
  password: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

/** Change-password rules of seed 000 section 5; values are message ids. */
export function validatePasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.password) errors.password = 'password.oldRequired';
  if (!form.newPassword) errors.newPassword = 'password.newRequired';
  else if (form.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = 'password.tooShort';
  if (form.confirmNewPassword !== form.newPassword) errors.confirmNewPassword = 'password.mismatch';
  return errors;
}
