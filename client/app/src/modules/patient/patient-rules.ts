import { MAINLAND_MOBILE, PHONE_MAX_LENGTH } from '@odontia/shared';

export interface PatientFormValues {
  name: string;
  sex: number;
  birthday: string;
  phone: string;
  country: string;
  nationality: string;
  maritalStatus: number;
  career: string;
  address: string;
  level: number;
  memo: string;
  illnessHistory: string;
  allergyHistory: string;
  smokingHistory: string;
  drinkingHistory: string;
  takingMedication: string;
  oralAnesthesiaReaction: string;
  infection: string;
  bePregnant: number;
  issuesWithOralTreatment: string;
  anyMajorDiseaseNoMention: string;
}

export type PatientErrors = Partial<Record<'name' | 'level' | 'phone', string>>;

/** Defaults of the add form: sex 0, level 0 (seed 000 section 3), unmarried, not pregnant. */
export const emptyPatient = (): PatientFormValues => ({
  name: '',
  sex: 0,
  birthday: '',
  phone: '',
  country: '',
  nationality: '',
  maritalStatus: 2,
  career: '',
  address: '',
  level: 0,
  memo: '',
  illnessHistory: '',
  allergyHistory: '',
  smokingHistory: '',
  drinkingHistory: '',
  takingMedication: '',
  oralAnesthesiaReaction: '',
  infection: '',
  bePregnant: 0,
  issuesWithOralTreatment: '',
  anyMajorDiseaseNoMention: '',
});

/** Seed 000 section 5: name and category required; a phone, when given, is a mainland mobile. */
export function validatePatient(values: PatientFormValues): PatientErrors {
  const errors: PatientErrors = {};
  if (!values.name.trim()) errors.name = 'patient.rule.name';
  if (![1, 2, 3].includes(values.level)) errors.level = 'patient.rule.level';
  const phone = values.phone.trim();
  if (phone && (phone.length > PHONE_MAX_LENGTH || !MAINLAND_MOBILE.test(phone))) errors.phone = 'patient.rule.phone';
  return errors;
}

/** Name and career are trimmed (on leaving the field, so inner spaces can still be typed). */
export const TRIMMED_FIELDS = new Set<keyof PatientFormValues>(['name', 'career']);

/** The mutation input: empty optional text as null, birthday as an ISO date-time with offset. */
export function toPatientInput(values: PatientFormValues, birthdayIso: string | null) {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: values.name.trim(),
    sex: values.sex,
    birthday: birthdayIso,
    phone: text(values.phone),
    country: text(values.country),
    nationality: text(values.nationality),
    maritalStatus: values.maritalStatus,
    career: text(values.career),
    address: text(values.address),
    level: values.level,
    memo: text(values.memo),
    illnessHistory: text(values.illnessHistory),
    allergyHistory: text(values.allergyHistory),
    smokingHistory: text(values.smokingHistory),
    drinkingHistory: text(values.drinkingHistory),
    takingMedication: text(values.takingMedication),
    oralAnesthesiaReaction: text(values.oralAnesthesiaReaction),
    infection: text(values.infection),
    bePregnant: values.bePregnant,
    issuesWithOralTreatment: text(values.issuesWithOralTreatment),
    anyMajorDiseaseNoMention: text(values.anyMajorDiseaseNoMention),
  };
}
