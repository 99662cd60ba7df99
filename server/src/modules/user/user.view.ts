import type { User } from './user.entity.js';

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
