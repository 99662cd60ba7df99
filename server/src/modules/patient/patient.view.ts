import { z } from 'zod';
import { nullableText, nullableTimestamp, recordId, timestamp } from '../../core/answers.js';
import type { Patient } from './patient.entity.js';

const text = nullableText;
/** What `toRestPatient` answers, as the OpenAPI document shows it. */
export const restPatientAnswer = z.object({
  id: recordId,
  name: z.string(),
  sex: z.number().int(),
  birthday: text,
  phone: text,
  country: text,
  nationality: text,
  marital_status: z.number().int(),
  career: text,
  address: text,
  level: z.number().int(),
  memo: text,
  illness_history: text,
  allergy_history: text,
  smoking_history: text,
  drinking_history: text,
  taking_medication: text,
  oral_anesthesia_reaction: text,
  infection: text,
  be_pregnant: z.number().int(),
  issues_with_oral_treatment: text,
  any_major_disease_no_mention: text,
  uid: recordId,
  deleted_at: nullableTimestamp,
  created_at: timestamp,
  updated_at: timestamp,
});

/** The seeds' patient record (snake_case). */
export const toRestPatient = (p: Patient) => ({
  id: p.id,
  name: p.name,
  sex: p.sex,
  birthday: p.birthday,
  phone: p.phone,
  country: p.country,
  nationality: p.nationality,
  marital_status: p.maritalStatus,
  career: p.career,
  address: p.address,
  level: p.level,
  memo: p.memo,
  illness_history: p.illnessHistory,
  allergy_history: p.allergyHistory,
  smoking_history: p.smokingHistory,
  drinking_history: p.drinkingHistory,
  taking_medication: p.takingMedication,
  oral_anesthesia_reaction: p.oralAnesthesiaReaction,
  infection: p.infection,
  be_pregnant: p.bePregnant,
  issues_with_oral_treatment: p.issuesWithOralTreatment,
  any_major_disease_no_mention: p.anyMajorDiseaseNoMention,
  uid: p.uid,
  deleted_at: p.deletedAt,
  created_at: p.createdAt,
  updated_at: p.updatedAt,
});
