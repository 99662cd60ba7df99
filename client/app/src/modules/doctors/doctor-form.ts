import { EMAIL_FORMAT, MAINLAND_MOBILE, PASSWORD_MIN_LENGTH } from '@odontia/shared';

export interface DoctorForm {
  name: string;
  phone: string;
  email: string;
  password: string;
}

export type DoctorFormErrors = Partial<Record<keyof DoctorForm, string>>;

/** The form's own rules (message ids); the server checks the same again. A new doctor needs a password. */
export function validateDoctor(form: DoctorForm, isNew: boolean): DoctorFormErrors {
  const errors: DoctorFormErrors = {};
  if (!form.name.trim()) errors.name = 'doctors.nameRequired';
  if (!MAINLAND_MOBILE.test(form.phone.trim())) errors.phone = 'doctors.phoneInvalid';
  if (form.email.trim() && !EMAIL_FORMAT.test(form.email.trim())) errors.email = 'doctors.emailInvalid';
  if ((isNew || form.password) && form.password.length < PASSWORD_MIN_LENGTH) errors.password = 'doctors.passwordShort';
  return errors;
}

/** What the create / update input carries: trimmed, empty email as null, password only when typed. */
export function doctorInput(form: DoctorForm) {
  return {
    name: form.name.trim(),
    phone: form.phone.trim(),
    email: form.email.trim() || null,
    ...(form.password ? { password: form.password } : {}),
  };
}
