import { Arg, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context.js';
import { ModelFileType, StoredFile } from './stored-file.entity.js';

@ObjectType()
class StoredObject {
  @Field(() => String)
  key!: string;

  @Field(() => Float)
  size!: number;

  @Field(() => Date, { nullable: true })
  lastModified!: Date | null;
}

@ObjectType()
class ObjectList {
  @Field(() => [StoredObject])
  objects!: StoredObject[];

  @Field(() => String, { nullable: true })
  nextContinuationToken!: string | null;
}

@ObjectType()
class UploadPart {
  @Field(() => Int)
  partNumber!: number;

  @Field(() => String)
  url!: string;
}

@ObjectType()
class UploadPlan {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  uploadId!: string;

  @Field(() => Int)
  partSize!: number;

  @Field(() => [UploadPart])
  parts!: UploadPart[];
}

@ObjectType()
class StorageUsage {
  @Field(() => Float)
  usedBytes!: number;

  @Field(() => Float)
  quotaBytes!: number;

  @Field(() => Float)
  reservedBytes!: number;

  @Field(() => Float)
  recycleBytes!: number;
}

@ObjectType()
class RecycleBinEmptied {
  @Field(() => Int)
  patients!: number;

  @Field(() => Int, { description: 'Cases destroyed on their own (not with a patient).' })
  cases!: number;

  @Field(() => Int, { description: 'Deleted data-center files removed for good.' })
  files!: number;

  @Field(() => Float)
  freedBytes!: number;
}

@ObjectType()
class RecycledObject extends StoredObject {
  @Field(() => String, {
    description: 'file: deleted in the data center (restoreRecycledFile); patient or case: restored with that record.',
  })
  origin!: string;

  @Field(() => String, { description: 'Where the object goes back to on restore.' })
  originalKey!: string;

  @Field(() => ID, { nullable: true })
  patientId!: number | null;

  @Field(() => ID, { nullable: true })
  caseId!: number | null;
}

@ObjectType()
class RecycleBin {
  @Field(() => [RecycledObject])
  objects!: RecycledObject[];

  @Field(() => Float, { description: 'The one recycle-bin size (the same figure as storageUsage.recycleBytes).' })
  bytes!: number;
}

@InputType()
class CreateUploadInput {
  @Field(() => String)
  key!: string;

  @Field(() => Float)
  size!: number;

  @Field(() => String, { description: 'model, texture, image, video, ct or document' })
  kind!: string;

  @Field(() => String, { nullable: true })
  contentType?: string;
}

@InputType()
class CompletedPart {
  @Field(() => Int)
  partNumber!: number;

  @Field(() => String)
  etag!: string;
}

@InputType()
class AttachModelFileInput {
  @Field(() => ID, { nullable: true })
  caseGroupId?: string;

  @Field(() => ID, { nullable: true })
  caseId?: string;

  @Field(() => ID, { nullable: true })
  patientId?: string;

  @Field(() => ModelFileType)
  type!: ModelFileType;

  @Field(() => String)
  key!: string;

  @Field(() => String, { nullable: true })
  mtlKey?: string;

  @Field(() => String, { nullable: true })
  textureKey?: string;

  @Field(() => String, { nullable: true })
  color?: string;

  @Field(() => Float, { nullable: true })
  alpha?: number;

  @Field(() => String, { nullable: true })
  name?: string;
}

@InputType()
class UpdateModelFileInput {
  @Field(() => String, { nullable: true })
  color?: string;

  @Field(() => Float, { nullable: true })
  alpha?: number;

  @Field(() => String, { nullable: true })
  name?: string;
}

const given = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));

@Resolver()
export class StorageResolver {
  @Query(() => StorageUsage, { description: 'Used, quota, reserved (uploads in progress) and recycle-bin bytes.' })
  async storageUsage(@Ctx() ctx: GraphqlContext): Promise<StorageUsage> {
    const usage = await ctx.services.storage.usage(ctx);
    return { ...usage, recycleBytes: await ctx.services.recycleBin.size(ctx) };
  }

  @Query(() => String, { description: 'A presigned GET URL (3600 s) for a key under the practice prefix.' })
  presignedGet(@Arg('key', () => String) key: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.storage.presignGet(ctx, { key });
  }

  @Query(() => [String], {
    description: 'Presigned GET URLs (3600 s) for up to 2,000 keys under the practice prefix, in their order.',
  })
  presignedGets(@Arg('keys', () => [String]) keys: string[], @Ctx() ctx: GraphqlContext) {
    return ctx.services.storage.presignGets(ctx, { keys });
  }

  @Query(() => ObjectList)
  storageObjects(
    @Ctx() ctx: GraphqlContext,
    @Arg('prefix', () => String, { nullable: true }) prefix?: string,
    @Arg('continuationToken', () => String, { nullable: true }) continuationToken?: string,
    @Arg('maxKeys', () => Int, { nullable: true }) maxKeys?: number,
  ) {
    return ctx.services.storage.list(ctx, given({ prefix, continuationToken, maxKeys }));
  }

  @Query(() => [StoredObject], { description: 'Every key under a folder (all pages).' })
  storageObjectsAll(@Ctx() ctx: GraphqlContext, @Arg('prefix', () => String, { nullable: true }) prefix?: string) {
    return ctx.services.storage.listAll(ctx, given({ prefix }));
  }

  @Query(() => Int, { description: 'Keys under a folder, counted up to 1000.' })
  storageCount(@Ctx() ctx: GraphqlContext, @Arg('prefix', () => String, { nullable: true }) prefix?: string) {
    return ctx.services.storage.count(ctx, given({ prefix }));
  }

  @Query(() => Boolean)
  storageExists(@Arg('key', () => String) key: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.storage.exists(ctx, { key });
  }

  @Query(() => StoredObject, { description: 'Size and last modified time of a key.' })
  storageMetadata(@Arg('key', () => String) key: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.storage.metadata(ctx, { key });
  }

  @Query(() => [StoredFile], { description: 'Model files of a case, case group or patient.' })
  modelFiles(
    @Ctx() ctx: GraphqlContext,
    @Arg('caseGroupId', () => ID, { nullable: true }) caseGroupId?: string,
    @Arg('caseId', () => ID, { nullable: true }) caseId?: string,
    @Arg('patientId', () => ID, { nullable: true }) patientId?: string,
  ) {
    return ctx.services.modelFiles.list(ctx, given({ caseGroupId, caseId, patientId }));
  }

  @Mutation(() => UploadPlan, {
    description: 'Starts a multipart upload: presigned PUT URLs for 5,242,880-byte parts.',
  })
  createUpload(@Arg('input', () => CreateUploadInput) input: CreateUploadInput, @Ctx() ctx: GraphqlContext) {
    return ctx.services.storage.createUpload(ctx, given({ ...input }));
  }

  @Mutation(() => StoredObject)
  completeUpload(
    @Arg('key', () => String) key: string,
    @Arg('uploadId', () => String) uploadId: string,
    @Arg('parts', () => [CompletedPart]) parts: CompletedPart[],
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.storage.completeUpload(ctx, { key, uploadId, parts: parts.map((p) => ({ ...p })) });
  }

  @Mutation(() => Boolean)
  abortUpload(
    @Arg('key', () => String) key: string,
    @Arg('uploadId', () => String) uploadId: string,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.storage.abortUpload(ctx, { key, uploadId });
  }

  @Mutation(() => Boolean)
  deleteObject(@Arg('key', () => String) key: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.storage.delete(ctx, { key });
  }

  @Mutation(() => Int, { description: 'Deletes every key under a folder (ending in /); answers how many.' })
  deleteFolder(@Arg('prefix', () => String) prefix: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.storage.deleteFolder(ctx, { prefix });
  }

  @Mutation(() => StoredObject)
  copyObject(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.storage.copy(ctx, { from, to });
  }

  @Query(() => RecycleBin, {
    description: 'The recycle bin: deleted data-center files and the files of trashed patients and cases.',
  })
  recycleBin(@Ctx() ctx: GraphqlContext) {
    return ctx.services.recycleBin.contents(ctx);
  }

  @Mutation(() => StoredObject, { description: 'Moves a data-center file to the recycle bin; answers its key there.' })
  recycleFile(@Arg('key', () => String) key: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.recycleBin.trashFile(ctx, { key });
  }

  @Mutation(() => StoredObject, { description: 'Puts a deleted data-center file back where it was.' })
  restoreRecycledFile(@Arg('key', () => String) key: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.recycleBin.restoreFile(ctx, { key });
  }

  @Mutation(() => RecycleBinEmptied, {
    description:
      'Empties the recycle bin (main account): destroys trashed patients and cases with their files, removes deleted files.',
  })
  emptyRecycleBin(@Ctx() ctx: GraphqlContext) {
    return ctx.services.recycleBin.empty(ctx);
  }

  @Mutation(() => StoredFile)
  attachModelFile(@Arg('input', () => AttachModelFileInput) input: AttachModelFileInput, @Ctx() ctx: GraphqlContext) {
    return ctx.services.modelFiles.attach(ctx, given({ ...input }));
  }

  @Mutation(() => StoredFile)
  updateModelFile(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateModelFileInput) input: UpdateModelFileInput,
    @Ctx() ctx: GraphqlContext,
  ) {
    return ctx.services.modelFiles.update(ctx, id, given({ ...input }));
  }

  @Mutation(() => StoredFile, { description: 'Removes the model file and its objects.' })
  deleteModelFile(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphqlContext) {
    return ctx.services.modelFiles.remove(ctx, id);
  }
}
