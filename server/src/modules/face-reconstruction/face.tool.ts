import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import { ErrorCatalogue, FACE_EXPRESSIONS, faceFolder } from '@odontia/shared';
import { z } from 'zod';
import { AppError } from '../../core/app-error.js';
import type { StorageService } from '../storage/storage.service.js';
import { ToolFailure, type ToolWorker } from '../task/tool-worker.js';
import { decodePhoto } from './image.js';
import { NotEnoughFaces, PREVIEW_SIDE, reconstructFace } from './reconstruct.js';
import { sampleVideoFrames } from './video.js';

/** Product type 2: face-scan design. */
export const FACE_PRODUCT_ID = 2;

/** What the face design page submits: the uploaded photos or one video of one expression, as storage keys. */
export const faceToolInput = z
  .object({
    expression: z.enum(FACE_EXPRESSIONS).default('neutral'),
    photos: z.array(z.string().min(1).max(1024)).max(200).optional(),
    video: z.string().min(1).max(1024).optional(),
  })
  .refine((v) => (v.photos?.length ?? 0) > 0 !== Boolean(v.video), 'photos or a video');

async function readObject(storage: StorageService, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await storage.openStream(key)) as Readable) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * The queued face reconstruction: reads the case's photos (or samples its video), reconstructs the face
 * and writes `face.glb`, `front.jpg` (the most front-facing picture, the smile preview's photo) and
 * `landmarks.json` under `cases/<case>/face/<expression>/`. Keys outside the case's folder are refused;
 * too few faces is a failure the user fixes with other photos.
 */
export function faceReconstructionTool(orm: MikroORM, storage: StorageService): ToolWorker {
  return {
    productId: FACE_PRODUCT_ID,
    expectedMinutes: 5,
    async run({ practiceId, caseGroupId, input, signal }) {
      const parsed = faceToolInput.safeParse(input);
      if (!parsed.success) throw new ToolFailure(ErrorCatalogue.ParameterError.message);
      const { expression, photos, video } = parsed.data;
      const em = orm.em.fork();
      const [practice] = await em.execute<{ storage_prefix: string }[]>(
        'select storage_prefix from practice where id = ?',
        [practiceId],
      );
      if (!practice) throw new ToolFailure(ErrorCatalogue.NotFound.message);
      const caseFolder = `${practice.storage_prefix}cases/${caseGroupId}/`;
      const keys = photos ?? [video!];
      if (keys.some((key) => !key.startsWith(caseFolder) || key.includes('..')))
        throw new ToolFailure(ErrorCatalogue.PermissionDenied.message);
      let result;
      try {
        if (photos) {
          const pictures = (async function* () {
            for (const key of photos) {
              signal.throwIfAborted();
              yield decodePhoto(await readObject(storage, key));
            }
          })();
          result = await reconstructFace(pictures, expression, () => {}, photos.length);
        } else {
          const folder = await mkdtemp(join(tmpdir(), 'odontia-face-'));
          try {
            const path = join(folder, 'video');
            await writeFile(path, await readObject(storage, video!));
            result = await reconstructFace(sampleVideoFrames(path, PREVIEW_SIDE), expression);
          } finally {
            await rm(folder, { recursive: true, force: true });
          }
        }
      } catch (error) {
        if (error instanceof NotEnoughFaces) throw new ToolFailure(ErrorCatalogue.FaceNotFound.message);
        if (error instanceof AppError && error.key === 'CaptureVideoUnreadable')
          throw new ToolFailure(error.entry.message);
        throw error;
      }
      const out = faceFolder(practice.storage_prefix, caseGroupId, expression);
      await storage.putObject(em, `${out}face.glb`, result.glb, 'model/gltf-binary');
      await storage.putObject(em, `${out}front.jpg`, result.frontJpeg, 'image/jpeg');
      const landmarksKey = `${out}landmarks.json`;
      await storage.putObject(
        em,
        landmarksKey,
        new TextEncoder().encode(JSON.stringify(result.landmarks)),
        'application/json',
      );
      return {
        status: 'to_be_confirmed',
        result: {
          expression,
          face: `${out}face.glb`,
          landmarks: landmarksKey,
          views: result.landmarks.views,
          ipdMm: result.landmarks.ipdMm,
          scale: result.landmarks.scale.method,
        },
      };
    },
  };
}
