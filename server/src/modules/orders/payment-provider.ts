import { OrderStatus } from './order.entity.js';

/** How a recharge is paid. A provider says whether the money is already in (finished) or awaited (submitted). */
export interface PaymentProvider {
  readonly name: string;
  start(order: { number: string; amount: number }): {
    status: OrderStatus.Finished | OrderStatus.Submitted;
    instructions: string;
  };
}

/** Instant payment for the demo and tests. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  start: () => ({ status: OrderStatus.Finished, instructions: '' }),
};

/** A bank remittance: the order waits until an operator confirms the money arrived (`npm run cli -- confirm-recharge`). */
export const transferProvider: PaymentProvider = {
  name: 'transfer',
  start: ({ number, amount }) => ({
    status: OrderStatus.Submitted,
    instructions: `Transfer ${amount} CNY quoting ${number}; points are credited once the remittance arrives (about 2 hours, at the latest the next working day).`,
  }),
};

export const paymentProviders: Record<string, PaymentProvider> = {
  [sandboxProvider.name]: sandboxProvider,
  [transferProvider.name]: transferProvider,
};
