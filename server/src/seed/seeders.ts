import type { DemoSeeder } from './demo.js';

/** Demo content of each module, in dependency order. */
export const demoSeeders: DemoSeeder[] = [];
