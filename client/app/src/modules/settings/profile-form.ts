import { EMAIL_FORMAT, MAINLAND_MOBILE } from '@odontia/shared';

/** One text field of a profile block: its key in the GraphQL input, label id, length cap and rule. */
export interface ProfileField<K extends string> {
  key: K;
  label: string;
  max: number;
  rule?: 'mobile' | 'email';
  multiline?: boolean;
}

/** Seed 000 §3 "Company info (settings)", in the seeds' order. Caps match the server's. */
export const invoiceFields = [
  { key: 'companyName', label: 'profile.companyName', max: 100 },
  { key: 'taxpayerId', label: 'profile.taxpayerId', max: 32 },
  { key: 'phone', label: 'profile.phone', max: 11, rule: 'mobile' },
  { key: 'businessAddress', label: 'profile.businessAddress', max: 200 },
  { key: 'invoiceEmail', label: 'profile.invoiceEmail', max: 254, rule: 'email' },
  { key: 'contact', label: 'profile.contact', max: 50 },
  { key: 'contactPhone', label: 'profile.contactPhone', max: 11, rule: 'mobile' },
  { key: 'address', label: 'profile.address', max: 200 },
  { key: 'shortName', label: 'profile.shortName', max: 50 },
  { key: 'qualification', label: 'profile.qualification', max: 200, multiline: true },
] as const satisfies readonly ProfileField<string>[];

export const shippingFields = [
  { key: 'contact', label: 'profile.shippingContact', max: 50 },
  { key: 'phone', label: 'profile.shippingPhone', max: 11, rule: 'mobile' },
  { key: 'address', label: 'profile.shippingAddress', max: 200, multiline: true },
] as const satisfies readonly ProfileField<string>[];

export type ProfileValues<K extends string> = Record<K, string>;

/** The form's own rules (message ids); every field is optional and the server checks the same again. */
export function validateProfile<K extends string>(
  fields: readonly ProfileField<K>[],
  values: ProfileValues<K>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const value = values[field.key].trim();
    if (!value) continue;
    if (value.length > field.max) errors[field.key] = 'profile.tooLong';
    else if (field.rule === 'mobile' && !MAINLAND_MOBILE.test(value)) errors[field.key] = 'profile.phoneInvalid';
    else if (field.rule === 'email' && !EMAIL_FORMAT.test(value)) errors[field.key] = 'profile.emailInvalid';
  }
  return errors;
}

export const trimAll = <K extends string>(values: ProfileValues<K>): ProfileValues<K> =>
  Object.fromEntries(Object.entries<string>(values).map(([key, value]) => [key, value.trim()])) as ProfileValues<K>;

/** An avatar is an http(s) URL or nothing. */
export const isAvatarUrl = (value: string): boolean => !value.trim() || /^https?:\/\/\S+$/i.test(value.trim());
