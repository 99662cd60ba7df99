import type { OrderStatus, OrderType } from '../../__generated__/graphql';

export const ORDER_TYPES: OrderType[] = [
  'Consumption',
  'Subscription',
  'Recharge',
  'GiveawayPoints',
  'GiveawaySubscription',
  'Deduction',
  'Unsubscription',
];
export const ORDER_STATUSES: OrderStatus[] = ['Submitted', 'Finished', 'Cancelled'];
export const PAGE_SIZE = 10;

/** A day picked in a date input, as the start of that day, or the end of it for an upper bound. */
export function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return date.toISOString();
}

/** Signed points with a plus for credits. */
export const signedPoints = (amount: number): string => (amount > 0 ? `+${amount}` : String(amount));
