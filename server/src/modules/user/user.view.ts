import { z } from 'zod';
import { recordId } from '../../core/answers.js';
import type { User } from './user.entity.js';

export const restUserAnswer = z.object({
  id: recordId,
  name: z.string(),
  avatar: z.string(),
  type: z.number().int(),
  category: z.number().int(),
  size: z.number().int(),
  phone: z.string(),
  email: z.string(),
  invoice_info: z.record(z.string(), z.string()),
  shipping_address: z.record(z.string(), z.string()),
  account: z.object({ usable_storage: z.number(), balance: z.number().int() }),
  member_number: z.number().int(),
  actual_children: z.number().int().min(0),
  parent_id: recordId,
  abbreviation: z.string(),
  country: z.string(),
  user_tag: z.string(),
  disabled: z.boolean(),
});

/** The user record as the legacy REST clients read it (seed 000 section 3). */
export function toRestUser(user: User, actualChildren: number) {
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar ?? '',
    type: user.type,
    category: user.category,
    size: user.size,
    phone: user.phone ?? '',
    email: user.email ?? '',
    invoice_info: user.invoiceInfo ?? {},
    shipping_address: user.shippingAddress ?? {},
    account: { usable_storage: user.practice.usableStorageGb, balance: user.practice.balance },
    member_number: user.memberNumber,
    actual_children: actualChildren,
    parent_id: user.parent?.id ?? 0,
    abbreviation: user.abbreviation,
    country: user.country,
    user_tag: user.userTag,
    disabled: user.disabledAt !== null,
  };
}
