import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { notFound } from '../../core/app-error.js';
import { requireAuth, type AuthedContext, type RequestContext } from '../../core/context.js';
import { entityColumns } from '../../core/entity-rows.js';
import { likePattern, offsetOf, type Page } from '../../core/page.js';
import { idSchema, parseInput } from '../../core/validation.js';
import { recordAudit } from '../audit/audit.service.js';
import { Case, CaseGroup } from '../case/case.entity.js';
import type { RecordFileStore } from '../case/record-files.js';
import { Practice } from '../practice/practice.entity.js';
import { maintainedCount } from '../practice/record-counts.js';
import { User } from '../user/user.entity.js';
import {
  checkPatientRules,
  memoCheckInput,
  patientFields,
  patientListInput,
  type PatientFields,
} from './patient.input.js';
import { Patient } from './patient.entity.js';

/** Lower-cased name, phone and patient number: a stored column with a trigram index (records migrations). */
export const PATIENT_SEARCH_SQL = (alias: string) => `${alias}.search_text`;

const COLUMNS: Record<string, string> = {
  name: 'name',
  sex: 'sex',
  birthday: 'birthday',
  phone: 'phone',
  country: 'country',
  nationality: 'nationality',
  marital_status: 'maritalStatus',
  career: 'career',
  address: 'address',
  level: 'level',
  memo: 'memo',
  illness_history: 'illnessHistory',
  allergy_history: 'allergyHistory',
  smoking_history: 'smokingHistory',
  drinking_history: 'drinkingHistory',
  taking_medication: 'takingMedication',
  oral_anesthesia_reaction: 'oralAnesthesiaReaction',
  infection: 'infection',
  be_pregnant: 'bePregnant',
  issues_with_oral_treatment: 'issuesWithOralTreatment',
  any_major_disease_no_mention: 'anyMajorDiseaseNoMention',
};

/** The entity values of the fields a client gave (omitted fields stay as they are). */
function patientValues(input: PatientFields): Partial<Patient> {
  const values: Record<string, unknown> = {};
  for (const [field, property] of Object.entries(COLUMNS)) {
    const value = input[field as keyof PatientFields];
    if (value === undefined) continue;
    if (property === 'name') values.name = String(value).trim();
    else if (property === 'phone') values.phone = value ? String(value).trim() : null;
    else if (property === 'maritalStatus') values.maritalStatus = value ?? 2;
    else if (property === 'bePregnant') values.bePregnant = value ?? 0;
    else values[property] = value;
  }
  return values as Partial<Patient>;
}

export class PatientService {
  constructor(private readonly files: () => RecordFileStore | null) {}

  /** A patient of the caller's practice (live or in the recycle bin); anyone else's is Not found. */
  async get(ctx: RequestContext, rawId: unknown): Promise<Patient> {
    requireAuth(ctx);
    return ownPatient(ctx.em, ctx, parseInput(idSchema, rawId));
  }

  /** Live patients (state 0) or the recycle bin (state 1); keyword over name, phone and patient number. */
  async list(ctx: RequestContext, raw: unknown): Promise<Page<Patient>> {
    requireAuth(ctx);
    const { page, limit, keyword, uid, state } = parseInput(patientListInput, raw ?? {});
    if (keyword) return this.search(ctx, { page, limit, keyword, uid, state });
    const qb = ctx.em.createQueryBuilder(Patient, 'p').where({
      practice: ctx.auth.practiceId,
      deletedAt: state === 1 ? { $ne: null } : null,
      ...(uid ? { user: uid } : {}),
    });
    const ordered = qb.orderBy({ id: 'desc' }).limit(limit).offset(offsetOf({ page, limit }));
    // Without a doctor filter the total is the trigger-kept counter, not a count of every patient.
    if (uid) {
      const [items, total] = await ordered.getResultAndCount();
      return { items, total, page, limit };
    }
    const [items, total] = await Promise.all([
      ordered.getResultList(),
      maintainedCount(ctx.em, 'patient', ctx.auth.practiceId, state === 1 ? 'trash' : 'live'),
    ]);
    return { items, total, page, limit };
  }

  /**
   * A keyword narrows the practice's patients to a few rows, so the total comes with the page in one
   * statement (`count(*) over ()` is computed before the limit) instead of a second count.
   */
  private async search(
    ctx: AuthedContext,
    {
      page,
      limit,
      keyword,
      uid,
      state,
    }: { page: number; limit: number; keyword: string; uid?: number; state?: number },
  ): Promise<Page<Patient>> {
    const where = [
      'p.practice_id = ?',
      `p.deleted_at is ${state === 1 ? 'not ' : ''}null`,
      ...(uid ? ['p.user_id = ?'] : []),
      `${PATIENT_SEARCH_SQL('p')} like ?`,
    ].join(' and ');
    const params = [ctx.auth.practiceId, ...(uid ? [uid] : []), likePattern(keyword.toLowerCase())];
    const columns = entityColumns(ctx.em, Patient, 'p');
    const rows = await ctx.em
      .getConnection()
      .execute<({ total_count: string } & Record<string, unknown>)[]>(
        `select ${columns.select}, count(*) over () as total_count from patient p where ${where} order by p.id desc limit ? offset ?`,
        [...params, limit, offsetOf({ page, limit })],
      );
    // Past the last page no row carries the total: only then is it counted on its own.
    const total = rows.length
      ? Number(rows[0]!.total_count)
      : page > 1
        ? Number(
            (
              await ctx.em
                .getConnection()
                .execute<{ count: string }[]>(`select count(*) as count from patient p where ${where}`, params)
            )[0]!.count,
          )
        : 0;
    const items = rows.map((row) => columns.read(row)!);
    return { items, total, page, limit };
  }

  async create(ctx: RequestContext, raw: unknown): Promise<Patient> {
    requireAuth(ctx);
    const input = parseInput(patientFields, raw ?? {});
    checkPatientRules(input, true);
    return ctx.em.transactional(async (em) => {
      const patient = em.create(Patient, {
        ...patientValues(input),
        name: input.name!.trim(),
        level: input.level!,
        practice: em.getReference(Practice, ctx.auth.practiceId),
        user: em.getReference(User, ctx.auth.user.id),
      });
      await em.flush();
      recordAudit(em, ctx, 'create', 'Patient', patient.id, Object.keys(patientValues(input)));
      return patient;
    });
  }

  async update(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<Patient> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const input = parseInput(patientFields, raw ?? {});
    checkPatientRules(input, false);
    return ctx.em.transactional(async (em) => {
      const patient = await ownPatient(em, ctx, id, { live: true });
      const values = patientValues(input);
      const changed = Object.keys(values).filter(
        (key) => patient[key as keyof Patient] !== values[key as keyof Patient],
      );
      em.assign(patient, values);
      if (changed.length) recordAudit(em, ctx, 'update', 'Patient', patient.id, changed);
      return patient;
    });
  }

  /** Moves the patient and its live cases to the recycle bin with one timestamp, so restore finds them. */
  async stash(ctx: RequestContext, rawId: unknown): Promise<Patient> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    return ctx.em.transactional(async (em) => {
      const patient = await ownPatient(em, ctx, id, { live: true });
      const at = new Date();
      patient.deletedAt = at;
      await em.nativeUpdate(Case, { patient: patient.id, deletedAt: null }, { deletedAt: at });
      recordAudit(em, ctx, 'delete', 'Patient', patient.id, ['deletedAt']);
      return patient;
    });
  }

  /** Brings the patient back with the cases that went to the recycle bin with it. */
  async restore(ctx: RequestContext, rawId: unknown): Promise<Patient> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    return ctx.em.transactional(async (em) => {
      const patient = await ownPatient(em, ctx, id);
      if (!patient.deletedAt) return patient;
      await em.nativeUpdate(Case, { patient: patient.id, deletedAt: patient.deletedAt }, { deletedAt: null });
      patient.deletedAt = null;
      recordAudit(em, ctx, 'restore', 'Patient', patient.id, ['deletedAt']);
      return patient;
    });
  }

  /** Removes the patient, its cases, case groups, appointments, plans and stored files for good. */
  async destroy(ctx: RequestContext, rawId: unknown): Promise<Patient> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    return ctx.em.transactional(async (em) => {
      const patient = await ownPatient(em, ctx, id);
      const groups = await em.find(CaseGroup, { patient: patient.id }, { fields: ['id'] });
      const cases = await em.find(Case, { patient: patient.id }, { fields: ['id'] });
      await this.files()?.deleteFilesOf(em, ctx.auth.practiceId, {
        patientIds: [patient.id],
        caseIds: cases.map((c) => c.id),
        caseGroupIds: groups.map((g) => g.id),
      });
      for (const c of cases) recordAudit(em, ctx, 'destroy', 'Case', c.id);
      recordAudit(em, ctx, 'destroy', 'Patient', patient.id);
      // Cases, groups, appointments and plans go with the row (ON DELETE CASCADE).
      await em.flush();
      await em.nativeDelete(Patient, { id: patient.id });
      for (const c of cases) em.getUnitOfWork().unsetIdentity(c);
      em.getUnitOfWork().unsetIdentity(patient);
      return patient;
    });
  }

  /** Patient-number check: `{ id: "0" }` when no other patient of the practice uses it. */
  async checkMemo(ctx: RequestContext, raw: unknown): Promise<{ id: string; name: string | null }> {
    requireAuth(ctx);
    const { memo, id } = parseInput(memoCheckInput, raw ?? {});
    const other = await ctx.em.findOne(
      Patient,
      { practice: ctx.auth.practiceId, memo, deletedAt: null, ...(id ? { id: { $ne: id } } : {}) },
      { fields: ['id', 'name'], orderBy: { id: 'asc' } },
    );
    return other ? { id: String(other.id), name: other.name } : { id: '0', name: null };
  }

  async caseCount(ctx: RequestContext, rawId: unknown): Promise<number> {
    requireAuth(ctx);
    const patient = await ownPatient(ctx.em, ctx, parseInput(idSchema, rawId));
    return ctx.em.count(Case, { patient: patient.id, deletedAt: null });
  }
}

/** The practice's patient `id`, optionally only when not in the recycle bin; else Not found. */
export async function ownPatient(
  em: EntityManager,
  ctx: AuthedContext,
  id: number,
  { live = false }: { live?: boolean } = {},
): Promise<Patient> {
  const patient = await em.findOne(Patient, {
    id,
    practice: ctx.auth.practiceId,
    ...(live ? { deletedAt: null } : {}),
  });
  if (!patient) throw notFound();
  return patient;
}

export const patientIdInput = z.object({ pid: idSchema });
