import type { DemoSeeder } from './demo.js';
import { seedDemoRecords } from '../modules/case/records.seed.js';
import { seedDemoPoints } from '../modules/orders/orders.seed.js';
import { seedDemoSubscription } from '../modules/subscription/subscription.seed.js';

/** Demo content of each module, in dependency order. */
export const demoSeeders: DemoSeeder[] = [seedDemoRecords, seedDemoPoints, seedDemoSubscription];
