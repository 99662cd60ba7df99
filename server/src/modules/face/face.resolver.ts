import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, Float, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { requireAuth } from '../../core/context.js';
import { faceCaseOf } from './face-case.js';
import { faceModels } from './face-models.js';
import type { FaceCapture, FaceDesign, FaceShareLink } from './face.entity.js';

const URL_SECONDS = 3600;

@ObjectType('FaceCapture', { description: 'An uploaded photo or video of the face, for one expression.' })
class FaceCaptureObject {
  @Field(() => ID)
  id!: number;

  @Field(() => String, { description: 'neutral, smile or open_mouth.' })
  expression!: string;

  @Field(() => String, { description: 'photo or video.' })
  kind!: string;

  @Field(() => String)
  key!: string;

  @Field(() => Float)
  size!: number;

  @Field(() => Float, { nullable: true, description: 'Video duration read from the file by ffmpeg.' })
  durationMs!: number | null;

  @Field(() => String, { description: 'Presigned GET URL (3600 s).' })
  url!: string;
}

@ObjectType('FaceModel', { description: 'A reconstructed face of one expression (the reconstruction task writes it).' })
class FaceModelObject {
  @Field(() => String)
  expression!: string;

  @Field(() => String, { description: 'Textured face mesh (GLB, mm).' })
  faceUrl!: string;

  @Field(() => String, { description: 'landmarks.json: the 468 fused landmarks, pupils, scale, the front camera.' })
  landmarksUrl!: string;

  @Field(() => String, {
    nullable: true,
    description: 'front.jpg: the most front-facing picture (JPEG), whose camera is `front` in landmarks.json.',
  })
  photoUrl!: string | null;
}

@ObjectType('FaceDesign', { description: 'The smile design of a case.' })
class FaceDesignObject {
  @Field(() => ID)
  caseId!: number;

  @Field(() => String, { description: 'marking, to_be_designed, to_be_confirmed or finished.' })
  status!: string;

  @Field(() => GraphQLJSONObject, { description: 'The clinician’s marks (mm, face frame).' })
  marks!: object;

  @Field(() => GraphQLJSONObject, { description: 'Smile parameters (shared/src/smile SmileParameters).' })
  parameters!: object;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The computed placement (SmileDesign).' })
  result!: object | null;

  @Field(() => Date, { nullable: true })
  confirmedAt!: Date | null;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('FaceShareLink', { description: 'A link a patient opens without signing in.' })
class FaceShareLinkObject {
  @Field(() => ID)
  id!: number;

  @Field(() => Date)
  expiresAt!: Date;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'The token: only in the answer that created the link.' })
  token!: string | null;
}

@ObjectType('FaceWorkspace', { description: 'Everything the face design page of a case shows.' })
class FaceWorkspaceObject {
  @Field(() => ID)
  caseId!: number;

  @Field(() => ID, { nullable: true, description: 'The SmartFace case group (its task runs the reconstruction).' })
  caseGroupId!: number | null;

  @Field(() => String, { description: 'Upload captures under `<captureFolder><expression>/`.' })
  captureFolder!: string;

  @Field(() => [FaceCaptureObject])
  captures!: FaceCaptureObject[];

  @Field(() => [FaceModelObject])
  models!: FaceModelObject[];

  @Field(() => FaceDesignObject)
  design!: FaceDesignObject;

  @Field(() => [FaceShareLinkObject])
  shareLinks!: FaceShareLinkObject[];
}

@ObjectType('SharedSmile', { description: 'What a share link shows: one design and its face, nothing else.' })
class SharedSmileObject {
  @Field(() => GraphQLJSONObject)
  marks!: object;

  @Field(() => GraphQLJSONObject)
  parameters!: object;

  @Field(() => GraphQLJSONObject)
  result!: object;

  @Field(() => String, { nullable: true })
  faceUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'The neutral face landmarks the design was made in.' })
  landmarksUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'The smile (else open-mouth) model front photo.' })
  smilePhotoUrl!: string | null;

  @Field(() => String, { nullable: true, description: 'That model landmarks.json, with the photo camera.' })
  smileLandmarksUrl!: string | null;

  @Field(() => Date)
  expiresAt!: Date;
}

const toDesign = (d: FaceDesign): FaceDesignObject => ({
  caseId: d.caseId,
  status: d.status,
  marks: d.marks,
  parameters: d.parameters,
  result: d.result,
  confirmedAt: d.confirmedAt,
  updatedAt: d.updatedAt,
});

const toLink = (l: FaceShareLink, token: string | null = null): FaceShareLinkObject => ({
  id: l.id,
  expiresAt: l.expiresAt,
  revokedAt: l.revokedAt,
  createdAt: l.createdAt,
  token,
});

async function toCapture(ctx: GraphqlContext, c: FaceCapture): Promise<FaceCaptureObject> {
  const name = c.key.slice(c.key.lastIndexOf('/') + 1);
  return { ...c, url: await ctx.services.storage.signServerObject(c.key, URL_SECONDS, name) };
}

@Resolver()
export class FaceResolver {
  @Query(() => FaceWorkspaceObject)
  async faceWorkspace(@Arg('caseId', () => ID) caseId: string, @Ctx() ctx: GraphqlContext) {
    const { faceCaptures, faceDesigns, shareLinks, storage } = ctx.services;
    const captures = await faceCaptures.list(ctx, caseId);
    requireAuth(ctx);
    const found = await faceCaseOf(ctx.em, ctx.auth.practiceId, Number(caseId));
    return {
      caseId: found.caseId,
      caseGroupId: found.groupId,
      captureFolder: await faceCaptures.folder(ctx, caseId),
      captures: await Promise.all(captures.map((c) => toCapture(ctx, c))),
      models: await faceModels(storage, found, URL_SECONDS),
      design: toDesign(await faceDesigns.get(ctx, caseId)),
      shareLinks: (await shareLinks.list(ctx, caseId)).map((l) => toLink(l)),
    };
  }

  @Mutation(() => [FaceCaptureObject], {
    description:
      'Registers uploaded photos (at most 100 at a time, 200 in all) or one video (> 10 s) of an expression.',
  })
  async addFaceCaptures(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('expression', () => String) expression: string,
    @Arg('keys', () => [String]) keys: string[],
    @Ctx() ctx: GraphqlContext,
  ) {
    const rows = await ctx.services.faceCaptures.add(ctx, { caseId, expression, keys });
    return Promise.all(rows.map((c) => toCapture(ctx, c)));
  }

  @Mutation(() => Int, { description: 'Deletes the selected captures and their files.' })
  deleteFaceCaptures(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GraphqlContext) {
    return ctx.services.faceCaptures.delete(ctx, { ids });
  }

  @Mutation(() => ID, {
    description: 'Queues the face reconstruction (or retries it with changed captures); answers the case group id.',
  })
  async submitFaceReconstruction(
    @Arg('caseId', () => ID) caseId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('expression', () => String, { nullable: true, description: 'neutral (default), smile or open_mouth.' })
    expression?: string,
  ) {
    return (await ctx.services.faceCaptures.submit(ctx, caseId, expression ?? 'neutral')).task.caseGroupId;
  }

  @Mutation(() => FaceDesignObject, { description: 'Saves the marks; the midline comes first.' })
  async saveFaceMarks(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('marks', () => GraphQLJSONObject) marks: object,
    @Ctx() ctx: GraphqlContext,
  ) {
    return toDesign(await ctx.services.faceDesigns.saveMarks(ctx, caseId, marks));
  }

  @Mutation(() => FaceDesignObject, { description: 'Changes smile parameters (a partial SmileParameters).' })
  async saveSmileParameters(
    @Arg('caseId', () => ID) caseId: string,
    @Arg('parameters', () => GraphQLJSONObject) parameters: object,
    @Ctx() ctx: GraphqlContext,
  ) {
    return toDesign(await ctx.services.faceDesigns.saveParameters(ctx, caseId, parameters));
  }

  @Mutation(() => FaceDesignObject, { description: 'Submit to be designed: computes the design, to be confirmed.' })
  async submitSmileDesign(@Arg('caseId', () => ID) caseId: string, @Ctx() ctx: GraphqlContext) {
    return toDesign(await ctx.services.faceDesigns.submit(ctx, caseId));
  }

  @Mutation(() => FaceDesignObject, { description: 'The clinician confirms the design: finished.' })
  async confirmSmileDesign(@Arg('caseId', () => ID) caseId: string, @Ctx() ctx: GraphqlContext) {
    return toDesign(await ctx.services.faceDesigns.confirm(ctx, caseId));
  }

  @Mutation(() => FaceShareLinkObject, { description: 'Creates a share link (7 days unless `days` says otherwise).' })
  async createFaceShareLink(
    @Arg('caseId', () => ID) caseId: string,
    @Ctx() ctx: GraphqlContext,
    @Arg('days', () => Int, { nullable: true }) days?: number,
  ) {
    const { link, token } = await ctx.services.shareLinks.create(
      ctx,
      days === undefined || days === null ? { caseId } : { caseId, days },
    );
    return toLink(link, token);
  }

  @Mutation(() => FaceShareLinkObject)
  async revokeFaceShareLink(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return toLink(await ctx.services.shareLinks.revoke(ctx, id));
  }

  @Query(() => SharedSmileObject, { description: 'Opens a share link; no sign-in.' })
  async sharedSmile(@Arg('token', () => String) token: string, @Ctx() ctx: GraphqlContext) {
    const { design, faceUrl, landmarksUrl, smile, expiresAt } = await ctx.services.shareLinks.open(ctx, token);
    return {
      marks: design.marks,
      parameters: design.parameters,
      result: design.result,
      faceUrl,
      landmarksUrl,
      smilePhotoUrl: smile?.photoUrl ?? null,
      smileLandmarksUrl: smile?.landmarksUrl ?? null,
      expiresAt,
    };
  }
}
