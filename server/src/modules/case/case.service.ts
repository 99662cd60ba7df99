import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CaseStatus } from '@odontia/shared';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type AuthContext, type AuthedContext, type RequestContext } from '../../core/context.js';
import type { Page } from '../../core/page.js';
import { idSchema, parseInput } from '../../core/validation.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Patient } from '../patient/patient.entity.js';
import { ownPatient } from '../patient/patient.service.js';
import { TreatmentStep } from '../plan/plan.entity.js';
import { Practice } from '../practice/practice.entity.js';
import { maintainedCount } from '../practice/record-counts.js';
import { Reservation, ReservationStatus } from '../reservation/reservation.entity.js';
import { createReservation, deleteReservation } from '../reservation/reservation.service.js';
import { User } from '../user/user.entity.js';
import { Case, CaseGroup } from './case.entity.js';
import {
  caseListInput,
  createCaseInput,
  createGroupInput,
  normalizeEntries,
  updateCaseInput,
  type UpdateCaseInput,
} from './case.input.js';
import type { RecordFileStore } from './record-files.js';
import { casePageRows } from './case-list.query.js';

/** The commerce module's price check for a new case group (charges points unless free or subscribed). */
export interface CaseGroupCharge {
  chargeForCaseGroup(
    em: EntityManager,
    auth: AuthContext,
    args: { productId: number; caseGroupId: number },
  ): Promise<void>;
}

export interface CaseServiceDeps {
  charge: () => CaseGroupCharge | null;
  files: () => RecordFileStore | null;
}

/** What a case list or page shows with each case: loaded in the same statement (no N+1). */
export const CASE_POPULATE = ['patient', 'user', 'group', 'reservation', 'treatmentStep.plan'] as const;

export interface LazyPage<T> {
  items: T[];
  page: number;
  limit: number;
  countTotal: () => Promise<number>;
}

export interface CaseSummary {
  total: number;
  open: number;
  submitted: number;
  trash: number;
  byProduct: { productId: number | null; count: number }[];
}

type CaseContent = Pick<
  UpdateCaseInput,
  | 'record_name'
  | 'chief_complaint'
  | 'current_condition'
  | 'treatment_item'
  | 'doctor_advice'
  | 'examination'
  | 'diagnosis'
  | 'dispose'
  | 'type'
  | 'memo'
>;

/** Entity values of the content fields a client gave. */
function contentValues(input: CaseContent): Partial<Case> {
  const values: Partial<Case> = {};
  if (input.record_name !== undefined) values.recordName = input.record_name;
  if (input.chief_complaint !== undefined) values.chiefComplaint = input.chief_complaint;
  if (input.current_condition !== undefined) values.currentCondition = input.current_condition;
  if (input.treatment_item !== undefined) values.treatmentItem = input.treatment_item;
  if (input.doctor_advice !== undefined) values.doctorAdvice = input.doctor_advice;
  if (input.examination !== undefined) values.examination = normalizeEntries(input.examination);
  if (input.diagnosis !== undefined) values.diagnosis = normalizeEntries(input.diagnosis);
  if (input.dispose !== undefined) values.dispose = normalizeEntries(input.dispose);
  if (input.type !== undefined) values.type = input.type;
  if (input.memo !== undefined) values.memo = input.memo;
  return values;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export class CaseService {
  constructor(private readonly deps: CaseServiceDeps) {}

  /** A case of the caller's practice; a trashed one only with `includeTrash` (the recycle bin's view). */
  async get(ctx: RequestContext, rawId: unknown, { includeTrash = true } = {}): Promise<Case> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const found = await ctx.em.findOne(
      Case,
      { id, practice: ctx.auth.practiceId, ...(includeTrash ? {} : { deletedAt: null }) },
      { populate: CASE_POPULATE },
    );
    if (!found) throw notFound();
    return found;
  }

  /** Cases newest first, filtered by patient, doctor, status, product, case group and trash state. */
  async list(ctx: RequestContext, raw: unknown): Promise<Page<Case>> {
    const { items, page, limit, countTotal } = await this.listPage(ctx, raw);
    return { items, total: await countTotal(), page, limit };
  }

  /** A page whose total is counted only when asked for (GraphQL clients that page on without it). */
  async listPage(ctx: RequestContext, raw: unknown): Promise<LazyPage<Case>> {
    requireAuth(ctx);
    const input = parseInput(caseListInput, raw ?? {});
    const { page, limit } = input;
    const { items, count } = await casePageRows(ctx.em, ctx.auth.practiceId, input);
    const em = ctx.em;
    // Without filters the total is the trigger-kept counter, not a count of every case per request.
    const filtered =
      input.pid || input.uid || input.status || input.product_id || input.product_illcase_id || input.keyword;
    const countTotal = !filtered
      ? () => maintainedCount(em, 'case', ctx.auth.practiceId, input.state === 1 ? 'trash' : 'live')
      : count;
    return { items, page, limit, countTotal };
  }

  /**
   * A new case in one transaction: its case group (charged through the commerce module when the
   * product is paid), its appointment when a time is given, then the case itself.
   */
  async create(ctx: RequestContext, raw: unknown): Promise<Case> {
    requireAuth(ctx);
    const input = parseInput(createCaseInput, raw ?? {});
    if (!input.pid) throw new AppError('PatientRequired');
    const values = contentValues(input);
    return ctx.em
      .transactional(async (em) => {
        const patient = await ownPatient(em, ctx, input.pid!, { live: true });
        const group = input.product_illcase_id
          ? await this.ownGroup(em, ctx, input.product_illcase_id, patient)
          : await this.newGroup(em, ctx, patient, input.product_id ?? null, input.case_type);
        const reservation = input.reservation_time
          ? await createReservation(em, ctx, patient, input.reservation_time, input.reservation_remark ?? '')
          : null;
        const step = input.treatment_plan_id ? await ownStep(em, ctx, input.treatment_plan_id, patient) : null;
        const created = em.create(Case, {
          ...values,
          practice: em.getReference(Practice, ctx.auth.practiceId),
          patient,
          user: em.getReference(User, ctx.auth.user.id),
          group,
          reservation,
          treatmentStep: step,
          status: CaseStatus.Open,
        });
        await em.flush();
        recordAudit(em, ctx, 'create', 'Case', created.id, Object.keys(values));
        return created;
      })
      .then((created) => this.get(ctx, created.id));
  }

  /** A case group on its own (the legacy helper): charged like the one `create` makes. */
  async createGroup(ctx: RequestContext, raw: unknown): Promise<CaseGroup> {
    requireAuth(ctx);
    const input = parseInput(createGroupInput, raw ?? {});
    return ctx.em.transactional(async (em) => {
      const patient = await ownPatient(em, ctx, input.pid, { live: true });
      return this.newGroup(em, ctx, patient, input.product_id ?? null, input.case_type);
    });
  }

  /**
   * Saves an open case and applies the appointment rules of seed 000 section 4 in the same
   * transaction: a time with a pending appointment moves it; a time without one (or after a
   * completed or cancelled one) books a new one and links it; no time deletes a pending
   * appointment (a closed one stays as history) and unlinks it. The case row is locked first, so
   * concurrent saves of one case run one after the other.
   */
  async update(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<Case> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const input = parseInput(updateCaseInput, raw ?? {});
    const values = contentValues(input);
    await ctx.em.transactional(async (em) => {
      const found = await this.lockCase(em, ctx, id);
      if (found.submitted) throw new AppError('CaseSubmitted');
      const changed = Object.keys(values).filter(
        (key) => !sameValue(found[key as keyof Case], values[key as keyof Case]),
      );
      em.assign(found, values);
      if (input.treatment_plan_id !== undefined) {
        const step = input.treatment_plan_id ? await ownStep(em, ctx, input.treatment_plan_id, found.patient) : null;
        if ((found.treatmentStep?.id ?? null) !== (step?.id ?? null)) changed.push('treatmentStep');
        found.treatmentStep = step;
      }
      if (await this.applyReservation(em, ctx, found, input)) changed.push('reservation');
      if (changed.length) recordAudit(em, ctx, 'update', 'Case', found.id, changed);
    });
    ctx.em.clear();
    return this.get(ctx, id);
  }

  /** Submitting finishes the case: status 2, read-only from then on. */
  async submit(ctx: RequestContext, rawId: unknown): Promise<Case> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    await ctx.em.transactional(async (em) => {
      const found = await this.lockCase(em, ctx, id);
      if (found.submitted) throw new AppError('CaseSubmitted');
      found.status = CaseStatus.Submitted;
      recordAudit(em, ctx, 'submit', 'Case', found.id, ['status']);
    });
    ctx.em.clear();
    return this.get(ctx, id);
  }

  /** To the recycle bin (submitted cases too: the bin is not an edit of the record). */
  async stash(ctx: RequestContext, rawId: unknown): Promise<Case> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    await ctx.em.transactional(async (em) => {
      const found = await this.lockCase(em, ctx, id);
      found.deletedAt = new Date();
      recordAudit(em, ctx, 'delete', 'Case', found.id, ['deletedAt']);
    });
    ctx.em.clear();
    return this.get(ctx, id);
  }

  async restore(ctx: RequestContext, rawId: unknown): Promise<Case> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    await ctx.em.transactional(async (em) => {
      const found = await this.lockCase(em, ctx, id, { includeTrash: true });
      if (!found.deletedAt) return;
      if (found.patient.deletedAt) throw new AppError('PatientInRecycleBin');
      found.deletedAt = null;
      recordAudit(em, ctx, 'restore', 'Case', found.id, ['deletedAt']);
    });
    ctx.em.clear();
    return this.get(ctx, id);
  }

  /**
   * Removes a case for good with its pending appointment, and its case group with the group's
   * stored files when no other case uses the group.
   */
  async destroy(ctx: RequestContext, rawId: unknown): Promise<Case> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const gone = await this.get(ctx, id);
    await ctx.em.transactional(async (em) => {
      const found = await this.lockCase(em, ctx, id, { includeTrash: true });
      const groupId = found.group?.id;
      const reservation = found.reservation;
      const groupGone = groupId !== undefined && !(await em.count(Case, { group: groupId, id: { $ne: found.id } }));
      await this.deps.files()?.deleteFilesOf(em, ctx.auth.practiceId, {
        caseIds: [found.id],
        ...(groupGone ? { caseGroupIds: [groupId] } : {}),
      });
      recordAudit(em, ctx, 'destroy', 'Case', found.id);
      if (groupGone) recordAudit(em, ctx, 'destroy', 'CaseGroup', groupId);
      await em.flush();
      await em.nativeDelete(Case, { id: found.id });
      if (reservation && !(await em.count(Case, { reservation: reservation.id }))) {
        await em.nativeDelete(Reservation, { id: reservation.id, status: ReservationStatus.Pending });
      }
      if (groupGone) await em.nativeDelete(CaseGroup, { id: groupId });
    });
    ctx.em.clear();
    return gone;
  }

  async summary(ctx: RequestContext): Promise<CaseSummary> {
    requireAuth(ctx);
    const connection = ctx.em.getConnection();
    const [totals] = await connection.execute<{ total: string; open: string; submitted: string; trash: string }[]>(
      `select count(*) filter (where deleted_at is null) as total,
              count(*) filter (where deleted_at is null and status = 1) as open,
              count(*) filter (where deleted_at is null and status = 2) as submitted,
              count(*) filter (where deleted_at is not null) as trash
         from medical_case where practice_id = ?`,
      [ctx.auth.practiceId],
    );
    const products = await connection.execute<{ product_id: number | null; count: string }[]>(
      `select g.product_id, count(*) as count
         from medical_case c left join case_group g on g.id = c.group_id
        where c.practice_id = ? and c.deleted_at is null
        group by g.product_id order by g.product_id nulls first`,
      [ctx.auth.practiceId],
    );
    return {
      total: Number(totals?.total ?? 0),
      open: Number(totals?.open ?? 0),
      submitted: Number(totals?.submitted ?? 0),
      trash: Number(totals?.trash ?? 0),
      byProduct: products.map((p) => ({ productId: p.product_id, count: Number(p.count) })),
    };
  }

  /** A case group of the practice and its cases (progress of a product case). */
  async group(ctx: RequestContext, rawId: unknown): Promise<{ group: CaseGroup; cases: Case[] }> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const group = await ctx.em.findOne(CaseGroup, { id, practice: ctx.auth.practiceId }, { populate: ['patient'] });
    if (!group) throw notFound();
    const cases = await ctx.em.find(Case, { group: id }, { orderBy: { id: 'asc' } });
    return { group, cases };
  }

  private async newGroup(
    em: EntityManager,
    ctx: AuthedContext,
    patient: Patient,
    productId: number | null,
    caseType: number | undefined,
  ): Promise<CaseGroup> {
    const group = em.create(CaseGroup, {
      practice: em.getReference(Practice, ctx.auth.practiceId),
      patient,
      user: em.getReference(User, ctx.auth.user.id),
      productId,
      caseType: caseType ?? 1,
    });
    await em.flush();
    if (productId) await this.deps.charge()?.chargeForCaseGroup(em, ctx.auth, { productId, caseGroupId: group.id });
    recordAudit(em, ctx, 'create', 'CaseGroup', group.id, ['productId', 'caseType']);
    return group;
  }

  private async ownGroup(em: EntityManager, ctx: AuthedContext, id: number, patient: Patient): Promise<CaseGroup> {
    const group = await em.findOne(CaseGroup, { id, practice: ctx.auth.practiceId, patient: patient.id });
    if (!group) throw notFound();
    return group;
  }

  private async lockCase(
    em: EntityManager,
    ctx: AuthedContext,
    id: number,
    { includeTrash = false } = {},
  ): Promise<Case> {
    const found = await em.findOne(
      Case,
      { id, practice: ctx.auth.practiceId, ...(includeTrash ? {} : { deletedAt: null }) },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!found) throw notFound();
    await em.populate(found, ['patient', 'reservation']);
    return found;
  }

  /** The appointment rules; true when the case's appointment changed. */
  private async applyReservation(
    em: EntityManager,
    ctx: AuthedContext,
    found: Case,
    input: UpdateCaseInput,
  ): Promise<boolean> {
    const current = found.reservation;
    const remark = input.reservation_remark;
    if (input.reservation_time === undefined) {
      if (remark === undefined || !current || current.closed || (remark ?? '') === current.remark) return false;
      current.remark = remark ?? '';
      recordAudit(em, ctx, 'update', 'Reservation', current.id, ['remark']);
      return true;
    }
    const time = input.reservation_time;
    if (time) {
      if (current && !current.closed) {
        const changed: string[] = [];
        if (current.reservationTime.getTime() !== time.getTime()) changed.push('reservationTime');
        if (remark !== undefined && (remark ?? '') !== current.remark) changed.push('remark');
        if (!changed.length) return false;
        current.reservationTime = time;
        if (remark !== undefined) current.remark = remark ?? '';
        recordAudit(em, ctx, 'update', 'Reservation', current.id, changed);
        return true;
      }
      found.reservation = await createReservation(em, ctx, found.patient, time, remark ?? '');
      return true;
    }
    if (!current) return false;
    found.reservation = null;
    if (!current.closed) {
      await em.flush();
      await deleteReservation(em, ctx, current);
    }
    return true;
  }
}

/** A treatment step of the practice, of the case's patient; else Not found. */
async function ownStep(em: EntityManager, ctx: AuthedContext, id: number, patient: Patient): Promise<TreatmentStep> {
  const step = await em.findOne(
    TreatmentStep,
    { id, plan: { practice: ctx.auth.practiceId, patient: patient.id } },
    { populate: ['plan'] },
  );
  if (!step) throw notFound();
  return step;
}
