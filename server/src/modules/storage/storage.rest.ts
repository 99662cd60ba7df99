import { z } from 'zod';
import { listAnswer, nullableTimestamp, recordId } from '../../core/answers.js';
import type { RestRouter } from '../../core/rest.js';
import { snakeCased } from '../../core/validation.js';
import type { Services } from '../../services.js';
import {
  abortUploadInput,
  copyInput,
  createUploadInput,
  folderInput,
  presignInput,
  type StoredObject,
} from './storage.service.js';
import type { StoredFile } from './stored-file.entity.js';

const camel = (name: string) => name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
/** snake_case fields of a REST body or query to the services' camelCase (unknown fields stay, and are refused). */
const fields = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [camel(k), v]))
    : {};
const numbers = (input: Record<string, unknown>, names: string[]) => {
  for (const name of names)
    if (typeof input[name] === 'string' && input[name] !== '') input[name] = Number(input[name]);
  return input;
};

const objectAnswer = z.object({ key: z.string(), size: z.number().int().min(0), last_modified: nullableTimestamp });
const modelFileAnswer = z.object({
  id: recordId,
  patient_id: recordId,
  product_illcase_id: recordId,
  case_id: recordId,
  type: z.string(),
  url: z.string(),
  mtl: z.string(),
  texture: z.string(),
  color: z.string(),
  alpha: z.number(),
  name: z.string(),
  size: z.number().int().min(0),
  last_modified: nullableTimestamp,
});
const bytes = z.number().int().min(0);
const flag = (name: string) => z.object({ [name]: z.boolean() });

const toRestObject = (o: StoredObject) => ({
  key: o.key,
  size: o.size,
  last_modified: o.lastModified?.toISOString() ?? null,
});
const toRestModelFile = (f: StoredFile) => ({
  id: f.id,
  patient_id: f.patientId ?? 0,
  product_illcase_id: f.caseGroupId ?? 0,
  case_id: f.caseId ?? 0,
  type: f.type,
  url: f.key,
  mtl: f.mtlKey ?? '',
  texture: f.textureKey ?? '',
  color: f.color ?? '',
  alpha: f.alpha,
  name: f.name,
  size: f.size,
  last_modified: f.lastModified?.toISOString() ?? null,
});

export function registerStorageRest(rest: RestRouter, { storage, recycleBin, modelFiles }: Services): void {
  rest.route(
    'GET',
    '/api/obs_size',
    async (ctx) => {
      const usage = await storage.usage(ctx);
      return { size: usage.usedBytes, used: usage.usedBytes, total: usage.quotaBytes, reserved: usage.reservedBytes };
    },
    { answer: z.object({ size: bytes, used: bytes, total: bytes, reserved: bytes }) },
  );
  rest.route('GET', '/api/recycle_size', async (ctx) => ({ size: await recycleBin.size(ctx) }), {
    answer: z.object({ size: bytes }),
  });
  rest.route(
    'GET',
    '/api/recycle/list',
    async (ctx) => {
      const bin = await recycleBin.contents(ctx);
      return {
        list: bin.objects.map((o) => ({
          ...toRestObject(o),
          origin: o.origin,
          original_key: o.originalKey,
          patient_id: o.patientId ?? 0,
          case_id: o.caseId ?? 0,
        })),
        total: bin.objects.length,
        size: bin.bytes,
      };
    },
    {
      answer: z.object({
        list: z.array(
          objectAnswer.extend({
            origin: z.enum(['file', 'patient', 'case']),
            original_key: z.string(),
            patient_id: recordId,
            case_id: recordId,
          }),
        ),
        total: bytes,
        size: bytes,
      }),
    },
  );
  rest.route(
    'POST',
    '/api/recycle/file',
    async (ctx, { body }) => toRestObject(await recycleBin.trashFile(ctx, fields(body))),
    { answer: objectAnswer },
  );
  rest.route(
    'POST',
    '/api/recycle/restore',
    async (ctx, { body }) => toRestObject(await recycleBin.restoreFile(ctx, fields(body))),
    { answer: objectAnswer },
  );
  rest.route(
    'POST',
    '/api/recycle/empty',
    async (ctx) => {
      const emptied = await recycleBin.empty(ctx);
      return {
        patients: emptied.patients,
        cases: emptied.cases,
        files: emptied.files,
        freed_size: emptied.freedBytes,
      };
    },
    { answer: z.object({ patients: bytes, cases: bytes, files: bytes, freed_size: bytes }) },
  );

  rest.route(
    'GET',
    '/api/storage/presign',
    async (ctx, { query }) => ({
      url: await storage.presignGet(ctx, fields(query)),
    }),
    { query: snakeCased(presignInput), answer: z.object({ url: z.url() }) },
  );
  rest.route(
    'POST',
    '/api/storage/upload',
    async (ctx, { body }) => {
      const plan = await storage.createUpload(ctx, fields(body));
      return {
        key: plan.key,
        upload_id: plan.uploadId,
        part_size: plan.partSize,
        parts: plan.parts.map((p) => ({ part_number: p.partNumber, url: p.url })),
      };
    },
    {
      body: snakeCased(createUploadInput),
      answer: z.object({
        key: z.string(),
        upload_id: z.string().min(1),
        part_size: z.number().int().min(1),
        parts: z.array(z.object({ part_number: z.number().int().min(1), url: z.url() })),
      }),
    },
  );
  rest.route(
    'POST',
    '/api/storage/upload/complete',
    async (ctx, { body }) => {
      const input = fields(body);
      const parts = Array.isArray(input.parts) ? input.parts.map(fields) : input.parts;
      return toRestObject(await storage.completeUpload(ctx, { ...input, parts }));
    },
    { answer: objectAnswer },
  );
  rest.route(
    'POST',
    '/api/storage/upload/abort',
    async (ctx, { body }) => ({
      aborted: await storage.abortUpload(ctx, fields(body)),
    }),
    { body: snakeCased(abortUploadInput), answer: flag('aborted') },
  );
  rest.route(
    'GET',
    '/api/storage/list',
    async (ctx, { query }) => {
      const page = await storage.list(ctx, numbers(fields(query), ['maxKeys']));
      return { list: page.objects.map(toRestObject), next_continuation_token: page.nextContinuationToken };
    },
    { answer: z.object({ list: z.array(objectAnswer), next_continuation_token: z.string().nullable() }) },
  );
  rest.route(
    'GET',
    '/api/storage/list_all',
    async (ctx, { query }) => {
      const all = await storage.listAll(ctx, fields(query));
      return { list: all.map(toRestObject), total: all.length, page: 1, limit: all.length };
    },
    { answer: listAnswer(objectAnswer) },
  );
  rest.route(
    'GET',
    '/api/storage/count',
    async (ctx, { query }) => ({
      count: await storage.count(ctx, fields(query)),
    }),
    { answer: z.object({ count: bytes }) },
  );
  rest.route(
    'GET',
    '/api/storage/exists',
    async (ctx, { query }) => ({
      exists: await storage.exists(ctx, fields(query)),
    }),
    { query: snakeCased(presignInput), answer: flag('exists') },
  );
  rest.route(
    'GET',
    '/api/storage/metadata',
    async (ctx, { query }) => toRestObject(await storage.metadata(ctx, fields(query))),
    { query: snakeCased(presignInput), answer: objectAnswer },
  );
  rest.route(
    'POST',
    '/api/storage/delete',
    async (ctx, { body }) => ({
      deleted: await storage.delete(ctx, fields(body)),
    }),
    { body: snakeCased(presignInput), answer: flag('deleted') },
  );
  rest.route(
    'POST',
    '/api/storage/delete_folder',
    async (ctx, { body }) => ({
      deleted: await storage.deleteFolder(ctx, fields(body)),
    }),
    { body: snakeCased(folderInput), answer: z.object({ deleted: bytes }) },
  );
  rest.route(
    'POST',
    '/api/storage/copy',
    async (ctx, { body }) => toRestObject(await storage.copy(ctx, fields(body))),
    { body: snakeCased(copyInput), answer: objectAnswer },
  );

  rest.route(
    'GET',
    '/api/model_file/list',
    async (ctx, { query }) => {
      const input = numbers(fields(query), []);
      if (input.productIllcaseId !== undefined) {
        input.caseGroupId = input.productIllcaseId;
        delete input.productIllcaseId;
      }
      const files = await modelFiles.list(ctx, input);
      return { list: files.map(toRestModelFile), total: files.length, page: 1, limit: files.length };
    },
    { answer: listAnswer(modelFileAnswer) },
  );
  rest.route(
    'POST',
    '/api/model_file',
    async (ctx, { body }) => {
      const input = fields(body);
      if (input.productIllcaseId !== undefined) {
        input.caseGroupId = input.productIllcaseId;
        delete input.productIllcaseId;
      }
      return toRestModelFile(await modelFiles.attach(ctx, input));
    },
    { answer: modelFileAnswer },
  );
  rest.route(
    'PUT',
    '/api/model_file/:id',
    async (ctx, { params, body }) => toRestModelFile(await modelFiles.update(ctx, params.id, fields(body))),
    { answer: modelFileAnswer },
  );
  rest.route(
    'DELETE',
    '/api/model_file/:id',
    async (ctx, { params }) => toRestModelFile(await modelFiles.remove(ctx, params.id)),
    { answer: modelFileAnswer },
  );
}
