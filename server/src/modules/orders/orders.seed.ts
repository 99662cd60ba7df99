import type { DemoSeeder } from '../../seed/demo.js';
import { DEMO } from '../../seed/demo.js';
import { postOrder } from './ledger.js';
import { OrderStatus, OrderType } from './order.entity.js';

/** The demo balance is a giveaway-points order, so the ledger sums to it from the first day. */
export const seedDemoPoints: DemoSeeder = async (em, { practice, main }) => {
  await postOrder(em, {
    practiceId: practice.id,
    userId: main.id,
    type: OrderType.GiveawayPoints,
    amount: DEMO.balance,
    status: OrderStatus.Finished,
    detail: 'Welcome points',
    idempotencyKey: 'demo:welcome-points',
  });
  await em.refresh(practice);
};
