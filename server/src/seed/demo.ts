import type { EntityManager } from '@mikro-orm/postgresql';
import type { Services } from '../services.js';
import { Practice } from '../modules/practice/practice.entity.js';
import { User } from '../modules/user/user.entity.js';

export const DEMO = {
  main: { phone: '13800000000', email: 'demo@odontia.dev', password: 'Demo@1234', name: 'Demo Clinic' },
  doctor: { phone: '13800000001', password: 'Demo@1234', name: 'Dr. Lin' },
  balance: 1000,
} as const;

export interface DemoPractice {
  practice: Practice;
  main: User;
  doctor: User;
}

/** Further demo content (products, patients, cases ...) seeded by the modules that own it. */
export type DemoSeeder = (em: EntityManager, demo: DemoPractice, services: Services) => Promise<void>;

/** The demo practice of DECISIONS.md, once, on an empty database. */
export async function seedDemoPractice(em: EntityManager, services: Services, seeders: DemoSeeder[]): Promise<boolean> {
  if ((await em.count(Practice, {})) > 0) return false;
  const passwordHash = await services.auth.hash(DEMO.main.password);
  await em.transactional(async (tx) => {
    const practice = tx.create(Practice, { balance: 0 });
    const main = tx.create(User, {
      practice,
      name: DEMO.main.name,
      phone: DEMO.main.phone,
      email: DEMO.main.email,
      passwordHash,
      memberNumber: 1,
      abbreviation: 'Demo',
      type: 3,
      category: 2,
    });
    const doctor = tx.create(User, {
      practice,
      parent: main,
      name: DEMO.doctor.name,
      phone: DEMO.doctor.phone,
      passwordHash,
      type: 1,
    });
    await tx.flush();
    for (const seed of seeders) await seed(tx, { practice, main, doctor }, services);
    // The demo balance is written by the points ledger's seeder (a giveaway-points order).
  });
  return true;
}
