import type { EntityManager } from '@mikro-orm/postgresql';
import { CaseStatus } from '@odontia/shared';
import type { DemoPractice, DemoSeeder } from '../../seed/demo.js';
import { Patient } from '../patient/patient.entity.js';
import { Sop, TreatmentPlan, TreatmentProtocol, TreatmentStep } from '../plan/plan.entity.js';
import { Reservation } from '../reservation/reservation.entity.js';
import { CaseTemplate } from '../template/template.entity.js';
import { Case, CaseGroup } from './case.entity.js';

const DAY = 86_400_000;

/** Public templates every practice reads (operators maintain them; practices cannot edit them). */
function seedPublicTemplates(em: EntityManager): void {
  em.create(CaseTemplate, {
    name: 'Dental caries',
    chiefComplaint: 'Food impaction and sensitivity to cold',
    currentCondition: 'Pain on cold stimulus for two weeks, no spontaneous pain',
    treatmentItem: 'Composite resin restoration',
    doctorAdvice: 'Avoid hard food for 24 hours; brush twice daily',
    examination: [{ position: '36', content: 'Deep caries, probing sensitive, percussion negative' }],
    diagnosis: [{ position: '36', content: 'Deep caries' }],
    dispose: [{ position: '36', content: 'Caries removal and resin filling' }],
  });
  em.create(CaseTemplate, {
    name: 'Chronic periodontitis',
    chiefComplaint: 'Gum bleeding when brushing',
    currentCondition: 'Bleeding gums for several months, occasional bad breath',
    treatmentItem: 'Supragingival scaling, subgingival scaling and root planing',
    doctorAdvice: 'Use floss daily; review in 3 months',
    examination: [{ position: '11-18,21-28', content: 'Calculus, probing depth 4-5 mm, bleeding on probing' }],
    diagnosis: [{ position: '', content: 'Chronic periodontitis' }],
    dispose: [{ position: '', content: 'Full-mouth scaling; oral hygiene instruction' }],
  });
  em.create(CaseTemplate, {
    name: 'Crown restoration',
    chiefComplaint: 'Broken tooth after root canal treatment',
    treatmentItem: 'Full ceramic crown',
    examination: [{ position: '46', content: 'Root-filled, large defect of the crown' }],
    diagnosis: [{ position: '46', content: 'Tooth defect after endodontic treatment' }],
    dispose: [{ position: '46', content: 'Crown preparation, digital impression, crown design' }],
  });
}

/** A few patients with cases, appointments and a plan; SOPs and a protocol; the public templates. */
export const seedDemoRecords: DemoSeeder = async (em: EntityManager, { practice, main, doctor }: DemoPractice) => {
  seedPublicTemplates(em);
  const now = Date.now();
  for (const [name, cycleDays] of [
    ['Initial consultation', 0],
    ['Scaling', 7],
    ['Crown preparation', 14],
    ['Crown fitting', 7],
  ] as const) {
    em.create(Sop, { practice, name, cycleDays });
  }
  const protocol = em.create(TreatmentProtocol, { practice, name: 'Single crown restoration' });
  em.create(CaseTemplate, {
    practice,
    user: main,
    name: 'Follow-up review',
    chiefComplaint: 'Review after treatment',
    examination: [{ position: '', content: 'Restoration intact, gingiva healthy' }],
  });

  const patients = [
    {
      name: '张伟',
      sex: 1,
      birthday: '1985-03-12',
      phone: '13912345678',
      level: 1,
      memo: 'P0001',
      nationality: 'Han',
      country: 'China',
      maritalStatus: 1,
    },
    {
      name: '李娜',
      sex: 2,
      birthday: '1992-07-23',
      phone: '13823456789',
      level: 2,
      memo: 'P0002',
      nationality: 'Hui',
      country: 'China',
      bePregnant: 0,
    },
    {
      name: 'Emily Carter',
      sex: 2,
      birthday: '1978-11-02',
      phone: null,
      level: 3,
      memo: 'P0003',
      country: 'United Kingdom',
    },
  ].map((values) => em.create(Patient, { practice, user: doctor, ...values }));
  const [first, second, third] = patients as [Patient, Patient, Patient];

  const plan = em.create(TreatmentPlan, {
    practice,
    patient: first,
    user: doctor,
    protocol,
    name: 'Crown on 46',
    toothPosition: '46',
    treatmentItem: 'Full ceramic crown',
  });
  const preparation = em.create(TreatmentStep, {
    plan,
    sopName: 'Crown preparation',
    sopTime: new Date(now + 3 * DAY),
  });
  em.create(TreatmentStep, { plan, sopName: 'Crown fitting', sopTime: new Date(now + 17 * DAY) });

  const visit = (patient: Patient, type: number, values: Partial<Case>, reservationAt?: number) => {
    const group = em.create(CaseGroup, { practice, patient, user: doctor, caseType: type });
    const reservation = reservationAt
      ? em.create(Reservation, {
          practice,
          patient,
          user: doctor,
          reservationTime: new Date(reservationAt),
          remark: 'Review',
        })
      : null;
    return em.create(Case, {
      practice,
      patient,
      user: doctor,
      group,
      reservation,
      type,
      recordName: `${patient.name}`,
      ...values,
    });
  };
  visit(first, 1, {
    chiefComplaint: 'Broken lower right molar',
    examination: [{ position: '46', content: 'Root-filled, crown defect' }],
    diagnosis: [{ position: '46', content: 'Tooth defect' }],
    dispose: [{ position: '46', content: 'Crown restoration' }],
    treatmentStep: preparation,
    status: CaseStatus.Submitted,
  });
  visit(first, 2, { chiefComplaint: 'Crown preparation visit', treatmentStep: preparation }, now + 3 * DAY);
  visit(
    second,
    1,
    {
      chiefComplaint: 'Gum bleeding',
      examination: [{ position: '11-18,21-28', content: 'Calculus, bleeding on probing' }],
      diagnosis: [{ position: '', content: 'Chronic periodontitis' }],
    },
    now + 7 * DAY,
  );
  visit(third, 1, { chiefComplaint: 'Sensitivity to cold', examination: [{ position: '36', content: 'Deep caries' }] });
  await em.flush();
};
