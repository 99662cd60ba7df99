import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EMAIL_FORMAT, MAINLAND_MOBILE, PASSWORD_MIN_LENGTH } from '@odontia/shared';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, requireMainAccount, requireMainRole, type RequestContext } from '../../core/context.js';
import { likePattern, offsetOf, pagingSchema, type Page } from '../../core/page.js';
import { idSchema, parseInput, trimmed } from '../../core/validation.js';
import { revokeSessions, type AuthService } from '../auth/auth.service.js';
import { Practice } from '../practice/practice.entity.js';
import { toStoredCompanyInfo, toStoredShippingAddress, updateProfileInput } from './profile.input.js';
import { User } from './user.entity.js';

const doctorFields = {
  name: trimmed(100).min(1),
  phone: z.string().trim().regex(MAINLAND_MOBILE),
  email: z.string().trim().toLowerCase().max(254).regex(EMAIL_FORMAT).nullish(),
  country: trimmed(64).optional(),
  abbreviation: trimmed(64).optional(),
};

export const createDoctorInput = z
  .object({ ...doctorFields, password: z.string().min(PASSWORD_MIN_LENGTH).max(128) })
  .strict();
export const updateDoctorInput = z
  .object({
    name: doctorFields.name.optional(),
    phone: doctorFields.phone.optional(),
    email: doctorFields.email,
    country: doctorFields.country,
    abbreviation: doctorFields.abbreviation,
    password: z.string().min(PASSWORD_MIN_LENGTH).max(128).optional(),
  })
  .strict();
export const doctorListInput = pagingSchema(20).extend({ keyword: trimmed(100).optional() });

export class UserService {
  constructor(private readonly auth: AuthService) {}

  /** A user of the caller's own practice; anyone else's is Not found. */
  async get(ctx: RequestContext, rawId: unknown): Promise<User> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const user = await ctx.em.findOne(
      User,
      { id, practice: ctx.auth.practiceId, deletedAt: null },
      { populate: ['practice'] },
    );
    if (!user) throw notFound();
    return user;
  }

  /**
   * The caller's own profile; any other id is Not found. Name and avatar are personal; country,
   * abbreviation, invoice info and shipping address belong to the practice, so only its main account changes them.
   */
  async updateProfile(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<User> {
    requireAuth(ctx);
    const id = rawId === undefined ? ctx.auth.user.id : parseInput(idSchema, rawId);
    if (id !== ctx.auth.user.id) throw notFound();
    const input = parseInput(updateProfileInput, raw ?? {});
    const practiceLevel = ['country', 'abbreviation', 'invoiceInfo', 'shippingAddress'] as const;
    if (practiceLevel.some((key) => input[key] !== undefined)) requireMainAccount(ctx);
    return ctx.em.transactional(async (em) => {
      const user = await em.findOne(User, { id, deletedAt: null }, { populate: ['practice'] });
      if (!user) throw notFound();
      if (input.name !== undefined) user.name = input.name;
      if (input.avatar !== undefined) user.avatar = input.avatar || null;
      if (input.country !== undefined) user.country = input.country;
      if (input.abbreviation !== undefined) user.abbreviation = input.abbreviation;
      if (input.invoiceInfo !== undefined)
        user.invoiceInfo = input.invoiceInfo && toStoredCompanyInfo(input.invoiceInfo);
      if (input.shippingAddress !== undefined) {
        user.shippingAddress = input.shippingAddress && toStoredShippingAddress(input.shippingAddress);
      }
      return user;
    });
  }

  /** Live sub users of a practice (the seeds' actual_children), counted for main accounts only. */
  async actualChildren(em: EntityManager, user: User): Promise<number> {
    if (!user.isMainAccount) return 0;
    return em.count(User, { practice: user.practice.id, parent: { $ne: null }, deletedAt: null });
  }

  async listDoctors(ctx: RequestContext, raw: unknown): Promise<Page<User>> {
    requireMainRole(ctx);
    const { page, limit, keyword } = parseInput(doctorListInput, raw ?? {});
    const like = keyword ? likePattern(keyword) : undefined;
    const [items, total] = await ctx.em.findAndCount(
      User,
      {
        practice: ctx.auth.practiceId,
        parent: { $ne: null },
        deletedAt: null,
        ...(like ? { $or: [{ name: { $ilike: like } }, { phone: { $like: like } }] } : {}),
      },
      { orderBy: { id: 'asc' }, limit, offset: offsetOf({ page, limit }), populate: ['practice'] },
    );
    return { items, total, page, limit };
  }

  /** Adds a sub user, under the practice's cap; the practice row is locked so the cap holds under concurrency. */
  async createDoctor(ctx: RequestContext, raw: unknown): Promise<User> {
    requireMainRole(ctx);
    const input = parseInput(createDoctorInput, raw);
    const passwordHash = await this.auth.hash(input.password);
    const { practiceId, user: main } = ctx.auth;
    return ctx.em.transactional(async (em) => {
      const practice = await em.findOneOrFail(Practice, practiceId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const children = await em.count(User, { practice: practiceId, parent: { $ne: null }, deletedAt: null });
      if (children >= practice.subUserLimit) throw new AppError('SubUserLimit');
      await assertUnique(em, input.phone, input.email ?? null);
      return em.create(User, {
        practice,
        parent: em.getReference(User, main.id),
        name: input.name,
        phone: input.phone,
        email: input.email ?? null,
        passwordHash,
        country: input.country ?? main.country,
        abbreviation: input.abbreviation ?? '',
        type: main.type,
        category: main.category,
      });
    });
  }

  async updateDoctor(ctx: RequestContext, rawId: unknown, raw: unknown): Promise<User> {
    const doctor = await this.ownDoctor(ctx, rawId);
    const input = parseInput(updateDoctorInput, raw);
    const passwordHash = input.password ? await this.auth.hash(input.password) : undefined;
    return ctx.em.transactional(async (em) => {
      const phone = input.phone ?? doctor.phone;
      const email = input.email === undefined ? doctor.email : input.email;
      await assertUnique(em, phone !== doctor.phone ? phone : null, email !== doctor.email ? email : null);
      em.assign(doctor, {
        name: input.name ?? doctor.name,
        phone,
        email,
        country: input.country ?? doctor.country,
        abbreviation: input.abbreviation ?? doctor.abbreviation,
      });
      if (passwordHash) {
        await em.nativeUpdate(User, { id: doctor.id }, { passwordHash });
        await revokeSessions(em, doctor.id);
      }
      return doctor;
    });
  }

  /** Disabling ends the doctor's sessions at once; enabling lets them log in again. */
  async setDoctorDisabled(ctx: RequestContext, rawId: unknown, disabled: boolean): Promise<User> {
    const doctor = await this.ownDoctor(ctx, rawId);
    return ctx.em.transactional(async (em) => {
      doctor.disabledAt = disabled ? (doctor.disabledAt ?? new Date()) : null;
      if (disabled) await revokeSessions(em, doctor.id);
      return doctor;
    });
  }

  /** A deleted doctor can never log in again; their records keep their uid. Phone and email are freed. */
  async deleteDoctor(ctx: RequestContext, rawId: unknown): Promise<User> {
    const doctor = await this.ownDoctor(ctx, rawId);
    return ctx.em.transactional(async (em) => {
      em.assign(doctor, { deletedAt: new Date(), phone: null, email: null });
      await revokeSessions(em, doctor.id);
      return doctor;
    });
  }

  private async ownDoctor(ctx: RequestContext, rawId: unknown): Promise<User> {
    requireMainRole(ctx);
    const id = parseInput(idSchema, rawId);
    const doctor = await ctx.em.findOne(
      User,
      { id, practice: ctx.auth.practiceId, parent: { $ne: null }, deletedAt: null },
      { populate: ['practice'] },
    );
    if (!doctor) throw notFound();
    return doctor;
  }
}

async function assertUnique(em: EntityManager, phone: string | null, email: string | null): Promise<void> {
  if (phone && (await em.count(User, { phone }))) throw new AppError('PhoneAlreadyExists');
  if (email && (await em.count(User, { email }))) throw new AppError('EmailAlreadyExists');
}
