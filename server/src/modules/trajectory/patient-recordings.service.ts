import { idSchema, parseInput } from '../../core/validation.js';
import { notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { JawRecording } from './jaw-recording.entity.js';
import { facebowTypeSchema } from './trajectory-case.service.js';

/** A jaw recording with the case (visit) it was made in. */
export interface PatientRecording {
  recording: JawRecording;
  caseName: string;
  caseCreatedAt: Date;
}

/**
 * The jaw recordings of one patient of the caller's practice across all their cases that are not in
 * the recycle bin, by case date then recording (the comparison page picks from these). A patient of
 * another practice, or in the recycle bin, is Not found. With a facebow product type, only the cases of
 * that product's case groups.
 */
export async function listPatientRecordings(
  ctx: RequestContext,
  rawPatientId: unknown,
  rawProductType?: unknown,
): Promise<PatientRecording[]> {
  requireAuth(ctx);
  const patientId = parseInput(idSchema, rawPatientId);
  const productType = parseInput(facebowTypeSchema, rawProductType ?? undefined);
  const practiceId = ctx.auth.practiceId;
  const [patient] = await ctx.em.execute<{ id: number }[]>(
    'select id from patient where id = ? and practice_id = ? and deleted_at is null',
    [patientId, practiceId],
  );
  if (!patient) throw notFound();
  const ofProduct =
    productType === undefined
      ? ''
      : `and exists (select 1 from case_group g join product p on p.id = g.product_id
                     where g.id = c.group_id and g.practice_id = c.practice_id and p.type = ?)`;
  const cases = await ctx.em.execute<{ id: number; record_name: string; created_at: Date }[]>(
    `select c.id, c.record_name, c.created_at from medical_case c
      where c.patient_id = ? and c.practice_id = ? and c.deleted_at is null ${ofProduct}`,
    productType === undefined ? [patientId, practiceId] : [patientId, practiceId, productType],
  );
  const byId = new Map(cases.map((c) => [c.id, c]));
  const recordings = await ctx.em.find(
    JawRecording,
    { practiceId, patientId, caseId: { $in: [...byId.keys()] } },
    { orderBy: { id: 'asc' } },
  );
  return recordings
    .map((recording) => {
      const c = byId.get(recording.caseId)!;
      return { recording, caseName: c.record_name, caseCreatedAt: new Date(c.created_at) };
    })
    .sort((a, b) => a.caseCreatedAt.getTime() - b.caseCreatedAt.getTime() || a.recording.id - b.recording.id);
}
