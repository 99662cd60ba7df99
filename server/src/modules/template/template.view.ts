import { z } from 'zod';
import { recordId, timestamp } from '../../core/answers.js';
import { badRequest } from '../../core/app-error.js';
import { echoed } from '../../core/validation.js';
import { formatTemplateList, parseTemplateList } from './template-format.js';
import type { CaseTemplate } from './template.entity.js';

export const restTemplateAnswer = z.object({
  id: recordId,
  name: z.string(),
  uid: recordId,
  status: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  chief_complaint: z.string(),
  current_condition: z.string(),
  treatment_item: z.string(),
  doctor_advice: z.string(),
  examination: z.string(),
  diagnosis: z.string(),
  dispose_content: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** The seeds' template record: list fields as `positions:content;...` strings. */
export const toRestTemplate = (t: CaseTemplate) => ({
  id: t.id,
  name: t.name,
  uid: t.uid ?? 0,
  status: t.status,
  type: t.isPublic ? 1 : 2,
  chief_complaint: t.chiefComplaint,
  current_condition: t.currentCondition,
  treatment_item: t.treatmentItem,
  doctor_advice: t.doctorAdvice,
  examination: formatTemplateList(t.examination),
  diagnosis: formatTemplateList(t.diagnosis),
  dispose_content: formatTemplateList(t.dispose),
  created_at: t.createdAt,
  updated_at: t.updatedAt,
});

const listField = z.string().max(20_000).optional();
const restTemplateBody = z
  .object({
    examination: listField,
    diagnosis: listField,
    dispose_content: listField,
    dispose: listField,
    id: echoed.id,
    uid: echoed.id,
    type: echoed.code,
  })
  .passthrough();

/** A legacy body onto the service's structured input: list strings parsed, the rest as given. */
export function fromRestTemplate(body: unknown): Record<string, unknown> {
  const parsed = restTemplateBody.safeParse(body ?? {});
  if (!parsed.success)
    throw badRequest(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  const { examination, diagnosis, dispose_content, dispose, id: _id, uid: _uid, type: _type, ...rest } = parsed.data;
  const lists: Record<string, unknown> = {};
  if (examination !== undefined) lists.examination = parseTemplateList(examination);
  if (diagnosis !== undefined) lists.diagnosis = parseTemplateList(diagnosis);
  const disposeText = dispose_content ?? dispose;
  if (disposeText !== undefined) lists.dispose = parseTemplateList(disposeText);
  return { ...rest, ...lists };
}
