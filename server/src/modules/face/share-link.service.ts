import { createHash, randomBytes } from 'node:crypto';
import { previewModel } from '@odontia/shared';
import { z } from 'zod';
import { AppError, notFound } from '../../core/app-error.js';
import { requireAuth, type RequestContext } from '../../core/context.js';
import { idSchema, parseInput } from '../../core/validation.js';
import type { StorageService } from '../storage/storage.service.js';
import { faceCaseOf } from './face-case.js';
import { faceModels } from './face-models.js';
import type { FaceDesignService } from './face-design.service.js';
import { FaceDesign, FaceShareLink } from './face.entity.js';

export const SHARE_LINK_DEFAULT_DAYS = 7;
const createInput = z.object({ caseId: idSchema, days: z.number().int().min(1).max(90).optional() }).strict();
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const DAY_MS = 24 * 3600 * 1000;
/** Presigned model URLs the patient's page gets (seconds). */
const SHARED_URL_SECONDS = 3600;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** What a patient sees through a link: the design, the face and the smile photo, nothing else of the practice. */
export interface SharedDesign {
  design: FaceDesign;
  faceUrl: string | null;
  landmarksUrl: string | null;
  /** The smile (else open-mouth) model's front photo and landmarks, for the design drawn into the photo. */
  smile: { photoUrl: string; landmarksUrl: string } | null;
  expiresAt: Date;
}

/**
 * Share links of a smile design (issue 14 item 5): a random 256-bit token (never the case id), of
 * which only the digest is stored; expiring (7 days unless stated) and revocable.
 */
export class ShareLinkService {
  constructor(
    private readonly storage: StorageService,
    private readonly designs: () => FaceDesignService,
  ) {}

  /** Creates a link; the token is returned this once. */
  async create(ctx: RequestContext, raw: unknown): Promise<{ link: FaceShareLink; token: string }> {
    requireAuth(ctx);
    const input = parseInput(createInput, raw);
    await faceCaseOf(ctx.em, ctx.auth.practiceId, input.caseId);
    const design = await this.designs().designOf(ctx, input.caseId);
    if (!design.result) throw new AppError('FaceModelFirst');
    const token = randomBytes(32).toString('base64url');
    const link = ctx.em.create(FaceShareLink, {
      practiceId: ctx.auth.practiceId,
      caseId: input.caseId,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + (input.days ?? SHARE_LINK_DEFAULT_DAYS) * DAY_MS),
    });
    await ctx.em.flush();
    return { link, token };
  }

  async list(ctx: RequestContext, rawCaseId: unknown): Promise<FaceShareLink[]> {
    requireAuth(ctx);
    const caseId = parseInput(idSchema, rawCaseId);
    await faceCaseOf(ctx.em, ctx.auth.practiceId, caseId);
    return ctx.em.find(FaceShareLink, { caseId, practiceId: ctx.auth.practiceId }, { orderBy: { id: 'desc' } });
  }

  async revoke(ctx: RequestContext, rawId: unknown): Promise<FaceShareLink> {
    requireAuth(ctx);
    const id = parseInput(idSchema, rawId);
    const link = await ctx.em.findOne(FaceShareLink, { id, practiceId: ctx.auth.practiceId });
    if (!link) throw notFound();
    link.revokedAt ??= new Date();
    await ctx.em.flush();
    return link;
  }

  /** Opens a link without signing in; an expired or revoked one says so, an unknown one is Not found. */
  async open(ctx: RequestContext, rawToken: unknown): Promise<SharedDesign> {
    const parsed = tokenSchema.safeParse(rawToken);
    if (!parsed.success) throw notFound();
    const link = await ctx.em.findOne(FaceShareLink, { tokenHash: digest(parsed.data) });
    if (!link) throw notFound();
    if (link.revokedAt) throw new AppError('ShareLinkRevoked');
    if (link.expiresAt.getTime() <= Date.now()) throw new AppError('ShareLinkExpired');
    const design = await ctx.em.findOne(FaceDesign, { caseId: link.caseId, practiceId: link.practiceId });
    if (!design?.result) throw notFound();
    const models = await faceModels(
      this.storage,
      await faceCaseOf(ctx.em, link.practiceId, link.caseId),
      SHARED_URL_SECONDS,
    );
    const neutral = models.find((m) => m.expression === 'neutral');
    const smile = previewModel(models);
    return {
      design,
      faceUrl: neutral?.faceUrl ?? null,
      landmarksUrl: neutral?.landmarksUrl ?? null,
      smile: smile && { photoUrl: smile.photoUrl!, landmarksUrl: smile.landmarksUrl },
      expiresAt: link.expiresAt,
    };
  }
}
