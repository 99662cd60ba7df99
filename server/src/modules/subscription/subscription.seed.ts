import type { DemoSeeder } from '../../seed/demo.js';
import { Edition, SubscriptionPlan } from './subscription.entity.js';
import { grantSubscription } from './subscription.grant.js';

/** The demo's one active subscription: SmartFace, basic edition, one year, given away. */
export const seedDemoSubscription: DemoSeeder = async (em, { practice, main }) => {
  const plan = await em.findOneOrFail(
    SubscriptionPlan,
    { product: 2, edition: Edition.Basic, years: 1 },
    { populate: ['product'] },
  );
  await grantSubscription(em, {
    practiceId: practice.id,
    userId: main.id,
    plan,
    giveaway: true,
    idempotencyKey: 'demo:subscription',
  });
};
