import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ZipFile } from 'yazl';
import type { StorageService, StoredObject } from '../storage/storage.service.js';

export const EXPORT_FORMAT = 'odontia-practice-export';
export const EXPORT_FORMAT_VERSION = 1;

/**
 * The entities of an export: one JSON file each, an array of the practice's rows as PostgreSQL's
 * `to_jsonb` writes them (snake_case columns; timestamps ISO 8601 with offset). Derived columns
 * (the patient search text) are left out. Every query is bound to the practice id, directly or
 * through the practice's plans.
 */
export const EXPORT_ENTITIES: { file: string; sql: string }[] = [
  {
    file: 'patients.json',
    sql: "select to_jsonb(t) - 'search_text' as row from patient t where practice_id = ? order by id",
  },
  { file: 'case_groups.json', sql: 'select to_jsonb(t) as row from case_group t where practice_id = ? order by id' },
  { file: 'cases.json', sql: 'select to_jsonb(t) as row from medical_case t where practice_id = ? order by id' },
  { file: 'appointments.json', sql: 'select to_jsonb(t) as row from reservation t where practice_id = ? order by id' },
  { file: 'plans.json', sql: 'select to_jsonb(t) as row from treatment_plan t where practice_id = ? order by id' },
  {
    file: 'plan_steps.json',
    sql: `select to_jsonb(s) as row from treatment_step s join treatment_plan p on p.id = s.plan_id
           where p.practice_id = ? order by s.id`,
  },
  { file: 'orders.json', sql: 'select to_jsonb(t) as row from points_order t where practice_id = ? order by id' },
  { file: 'model_files.json', sql: 'select to_jsonb(t) as row from stored_file t where practice_id = ? order by id' },
  { file: 'tasks.json', sql: 'select to_jsonb(t) as row from case_task t where practice_id = ? order by id' },
  {
    file: 'facebow_configs.json',
    sql: 'select to_jsonb(t) as row from facebow_config t where practice_id = ? order by case_group_id',
  },
  {
    file: 'jaw_recordings.json',
    sql: 'select to_jsonb(t) as row from jaw_recording t where practice_id = ? order by id',
  },
  {
    file: 'camera_calibrations.json',
    sql: 'select to_jsonb(t) as row from camera_calibration t where practice_id = ? order by id',
  },
  {
    file: 'face_captures.json',
    sql: 'select to_jsonb(t) as row from face_capture t where practice_id = ? order by id',
  },
  { file: 'face_designs.json', sql: 'select to_jsonb(t) as row from face_design t where practice_id = ? order by id' },
  { file: 'sops.json', sql: 'select to_jsonb(t) as row from sop t where practice_id = ? order by id' },
  {
    file: 'case_templates.json',
    sql: 'select to_jsonb(t) as row from case_template t where practice_id = ? order by id',
  },
];

export interface FileIndexEntry {
  /** Path inside the archive (under files/), the object key without the practice prefix. */
  path: string;
  size: number;
  lastModified: string | null;
}

export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: number;
  practiceId: number;
  exportedAt: string;
  entities: Record<string, number>;
  files: number;
  fileBytes: number;
}

/**
 * Streams the archive of one practice: manifest.json, the entity files, file_index.json and every
 * object under the practice's storage prefix as files/<path>. Reports progress (0..1) as files go in.
 */
export async function writePracticeArchive(
  em: EntityManager,
  storage: StorageService,
  practiceId: number,
  onProgress: (fraction: number) => Promise<void>,
): Promise<ZipFile> {
  const [practice] = await em.execute<{ storage_prefix: string }[]>(
    'select storage_prefix from practice where id = ?',
    [practiceId],
  );
  if (!practice) throw new Error(`practice ${practiceId} not found`);
  const prefix = practice.storage_prefix;
  const zip = new ZipFile();
  const counts: Record<string, number> = {};
  for (const entity of EXPORT_ENTITIES) {
    const rows = await em.execute<{ row: unknown }[]>(entity.sql, [practiceId]);
    counts[entity.file.replace(/\.json$/, '')] = rows.length;
    zip.addBuffer(
      json(rows.map((r) => (typeof r.row === 'string' ? (JSON.parse(r.row) as unknown) : r.row))),
      entity.file,
    );
  }
  const objects = (await storage.listServerObjects(prefix)).filter((o) => o.key.startsWith(prefix));
  const index = objects.map((o) => toIndexEntry(prefix, o));
  zip.addBuffer(json(index), 'file_index.json');
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    practiceId,
    exportedAt: new Date().toISOString(),
    entities: counts,
    files: objects.length,
    fileBytes: objects.reduce((sum, o) => sum + o.size, 0),
  };
  zip.addBuffer(json(manifest), 'manifest.json');
  void (async () => {
    try {
      for (const [i, object] of objects.entries()) {
        const body = await storage.openStream(object.key);
        zip.addReadStream(body, `files/${index[i]!.path}`, {
          mtime: object.lastModified ?? new Date(),
          compress: false,
          size: object.size,
        });
        // Wait for this file to be consumed before opening the next object's stream.
        await new Promise<void>((resolve, reject) => {
          body.once('end', resolve);
          body.once('error', reject);
        });
        await onProgress((i + 1) / objects.length);
      }
      zip.end();
    } catch (error) {
      (zip.outputStream as Readable).destroy(error as Error);
    }
  })();
  return zip;
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2));

export const toIndexEntry = (prefix: string, o: StoredObject): FileIndexEntry => ({
  path: o.key.slice(prefix.length),
  size: o.size,
  lastModified: o.lastModified?.toISOString() ?? null,
});
