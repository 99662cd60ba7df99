import type { EntityManager } from '@mikro-orm/postgresql';
import type { Patient } from '../modules/patient/patient.entity.js';
import type { Practice } from '../modules/practice/practice.entity.js';
import type { User } from '../modules/user/user.entity.js';
import type { Services } from '../services.js';
import { createCase, storeScans, type PhantomCase } from './demo-phantom.js';

/** The tooth prepared for a crown in the demo's crown case (lower left first molar). */
export const DEMO_CROWN_TOOTH = 36;

/** Catalogue product 4 (Crown). */
const CROWN: PhantomCase = {
  productId: 4,
  recordName: 'Crown',
  chiefComplaint: `Crown on the prepared tooth ${DEMO_CROWN_TOOTH}`,
};

/**
 * The phantom patient's crown case: the phantom's arches with tooth 36 prepared for a crown
 * (tapered walls, chamfer margin at the known line), stored as the case's upper and lower scans.
 */
export async function seedCrownCase(
  em: EntityManager,
  { practice, doctor, patient }: { practice: Practice; doctor: User; patient: Patient },
  services: Services,
  { scans }: { scans: boolean },
): Promise<void> {
  const crown = createCase(em, practice, doctor, patient, CROWN);
  await em.flush();
  if (scans) await storeScans(em, services, practice, [crown], { preparedTooth: DEMO_CROWN_TOOTH });
}
