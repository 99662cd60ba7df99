import { JawKinematics, motionTrajectory, movementName, phantomParams } from '@odontia/phantom';
import { MovementType } from '@odontia/shared';
import { Case, CaseGroup } from '../modules/case/case.entity.js';
import { Patient } from '../modules/patient/patient.entity.js';
import type { DemoSeeder } from './demo.js';

/**
 * The demo practice's digital facebow case: the phantom patient's analytic jaw motions (movement
 * types 0-8, 10 s at 30 fps each, about 22 kB per recording) stored as jaw recordings, so the
 * Trajectory pages open with data whose true values are known.
 */
export const seedDemoTrajectory: DemoSeeder = async (em, { practice, doctor }, services) => {
  const patient = em.create(Patient, {
    practice,
    user: doctor,
    name: 'Phantom patient',
    sex: 1,
    birthday: '1990-01-01',
    level: 1,
    memo: 'PHANTOM',
  });
  // product 1 of the catalogue: Trajectory (the digital facebow)
  const group = em.create(CaseGroup, { practice, patient, user: doctor, productId: 1 });
  const facebowCase = em.create(Case, { practice, patient, user: doctor, group, recordName: 'Digital facebow' });
  await em.flush();
  const kin = new JawKinematics(phantomParams());
  for (const type of Object.values(MovementType))
    await services.jawRecordings.store(
      em,
      practice.id,
      facebowCase.id,
      { name: movementName(type) },
      motionTrajectory(kin, type),
    );
};
