import { CaseStatus, CaseType, normalizeToothPositions } from '@odontia/shared';

export interface CaseEntryValue {
  /** Stable key for list rendering; not sent. */
  key: string;
  position: string;
  content: string;
}

export type ListField = 'examination' | 'diagnosis' | 'dispose';
export const LIST_FIELDS: readonly ListField[] = ['examination', 'diagnosis', 'dispose'];

export interface PlanChoice {
  stepId: string;
  planName: string;
  sopName: string;
  sopTime: string;
}

export interface CaseFormValues {
  recordName: string;
  type: number;
  templateId: string | null;
  chiefComplaint: string;
  currentCondition: string;
  treatmentItem: string;
  doctorAdvice: string;
  examination: CaseEntryValue[];
  diagnosis: CaseEntryValue[];
  dispose: CaseEntryValue[];
  productId: number | null;
  plan: PlanChoice | null;
  /** datetime-local value (yyyy-MM-ddTHH:mm) or ''. */
  reservationTime: string;
  reservationRemark: string;
  memo: string;
}

export interface TemplateContent {
  chiefComplaint: string;
  currentCondition: string;
  treatmentItem: string;
  doctorAdvice: string;
  examination: readonly { position: string; content: string }[];
  diagnosis: readonly { position: string; content: string }[];
  dispose: readonly { position: string; content: string }[];
}

let nextKey = 0;
export const newEntry = (position = '', content = ''): CaseEntryValue => ({
  key: `entry-${(nextKey += 1)}`,
  position,
  content,
});

export const emptyCase = (): CaseFormValues => ({
  recordName: '',
  type: CaseType.FirstVisit,
  templateId: null,
  chiefComplaint: '',
  currentCondition: '',
  treatmentItem: '',
  doctorAdvice: '',
  examination: [],
  diagnosis: [],
  dispose: [],
  productId: null,
  plan: null,
  reservationTime: '',
  reservationRemark: '',
  memo: '',
});

/** Row numbers are two digits: 01, 02, … */
export const sequenceLabel = (index: number): string => String(index + 1).padStart(2, '0');

/** Picking a template overwrites complaint, treatment, orders and history and rebuilds the three lists. */
export function applyTemplate(values: CaseFormValues, templateId: string, template: TemplateContent): CaseFormValues {
  const rebuild = (entries: TemplateContent['examination']) =>
    entries.map((entry) => newEntry(entry.position, entry.content));
  return {
    ...values,
    templateId,
    chiefComplaint: template.chiefComplaint,
    currentCondition: template.currentCondition,
    treatmentItem: template.treatmentItem,
    doctorAdvice: template.doctorAdvice,
    examination: rebuild(template.examination),
    diagnosis: rebuild(template.diagnosis),
    dispose: rebuild(template.dispose),
  };
}

/** Clearing the template empties those fields plus the application and the plan. */
export function clearTemplate(values: CaseFormValues, applicationLocked: boolean): CaseFormValues {
  return {
    ...values,
    templateId: null,
    chiefComplaint: '',
    currentCondition: '',
    treatmentItem: '',
    doctorAdvice: '',
    examination: [],
    diagnosis: [],
    dispose: [],
    productId: applicationLocked ? values.productId : null,
    plan: null,
  };
}

/** Rewrite clears every content field; name, visit type and a locked application stay. */
export function rewrite(values: CaseFormValues, applicationLocked: boolean): CaseFormValues {
  return {
    ...emptyCase(),
    recordName: values.recordName,
    type: values.type,
    productId: applicationLocked ? values.productId : null,
  };
}

/** The application cannot change once the case has a case group, or when the footer is hidden. */
export const applicationLocked = ({ hasCaseGroup, footer }: { hasCaseGroup: boolean; footer: boolean }): boolean =>
  hasCaseGroup || !footer;

/** Status 2 (submitted) or view mode: read-only, no footer. */
export const isReadOnly = (status: number | null, mode: 'edit' | 'view'): boolean =>
  mode === 'view' || status === CaseStatus.Submitted;

const entriesInput = (entries: CaseEntryValue[]) =>
  entries
    .filter((entry) => entry.content.trim() !== '' || entry.position !== '')
    .map((entry) => ({
      position: entry.position ? normalizeToothPositions(entry.position) : '',
      content: entry.content.trim(),
    }));

/** The fields Save and Submit send for both a new and an existing case. */
export function toCaseFields(values: CaseFormValues, reservationIso: string | null) {
  return {
    recordName: values.recordName.trim() || undefined,
    type: values.type,
    chiefComplaint: values.chiefComplaint,
    currentCondition: values.currentCondition,
    treatmentItem: values.treatmentItem,
    doctorAdvice: values.doctorAdvice,
    examination: entriesInput(values.examination),
    diagnosis: entriesInput(values.diagnosis),
    dispose: entriesInput(values.dispose),
    treatmentStepId: values.plan?.stepId ?? null,
    reservationTime: reservationIso,
    reservationRemark: values.reservationRemark,
    memo: values.memo,
  };
}
