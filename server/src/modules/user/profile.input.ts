import { EMAIL_FORMAT, MAINLAND_MOBILE } from '@odontia/shared';
import { z } from 'zod';
import { trimmed } from '../../core/validation.js';
import type { CompanyInfo, ShippingAddress } from './user.entity.js';

/** Optional text; null, missing and blank all mean "not filled". */
const text = (max: number) =>
  trimmed(max)
    .nullish()
    .transform((value) => value || undefined);
const mobile = z
  .string()
  .trim()
  .max(11)
  .refine((value) => value === '' || MAINLAND_MOBILE.test(value))
  .nullish()
  .transform((value) => value || undefined);
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value)));

const companyInfoInput = z
  .object({
    companyName: text(100),
    taxpayerId: text(32),
    phone: mobile,
    businessAddress: text(200),
    invoiceEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .refine((value) => value === '' || EMAIL_FORMAT.test(value))
      .nullish()
      .transform((value) => value || undefined),
    contact: text(50),
    contactPhone: mobile,
    address: text(200),
    shortName: text(50),
    qualification: text(200),
  })
  .strict();

const shippingAddressInput = z.object({ contact: text(50), phone: mobile, address: text(200) }).strict();

/** The caller's own profile; fields left out stay as they are, null clears the two practice blocks. */
export const updateProfileInput = z
  .object({
    name: trimmed(100).min(1).optional(),
    avatar: httpUrl.nullish(),
    country: trimmed(64).min(1).optional(),
    abbreviation: trimmed(64).optional(),
    invoiceInfo: companyInfoInput.nullish(),
    shippingAddress: shippingAddressInput.nullish(),
  })
  .strict();

export type UpdateProfileInput = z.output<typeof updateProfileInput>;

/** Stored as the seeds' snake_case record, which the REST user record returns unchanged. */
export function toStoredCompanyInfo(info: z.output<typeof companyInfoInput>): CompanyInfo {
  return dropEmpty({
    company_name: info.companyName,
    taxpayer_id: info.taxpayerId,
    phone: info.phone,
    business_address: info.businessAddress,
    invoice_email: info.invoiceEmail,
    contact: info.contact,
    contact_phone: info.contactPhone,
    address: info.address,
    short_name: info.shortName,
    qualification: info.qualification,
  });
}

export function toStoredShippingAddress(address: z.output<typeof shippingAddressInput>): ShippingAddress {
  return dropEmpty({ contact: address.contact, phone: address.phone, address: address.address });
}

const dropEmpty = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;

const snakeToCamel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The REST body in the seeds' snake_case, read as the service's input; unknown fields still reach zod and fail there. */
export function profileFromRest(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      snakeToCamel(key),
      (key === 'invoice_info' || key === 'shipping_address') &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([inner, v]) => [snakeToCamel(inner), v]))
        : value,
    ]),
  );
}
