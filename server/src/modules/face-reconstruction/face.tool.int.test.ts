import { setTimeout as sleep } from 'node:timers/promises';
import { Readable } from 'node:stream';
import { phantomFacePhotos } from '@odontia/phantom';
import { ErrorCatalogue, type FaceLandmarksFile } from '@odontia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { faceAccuracy } from './accuracy.js';

// The face reconstruction through the real queue (in-process worker), storage and database.
let server: TestServer;
let demo: string;
let patientId: number;
let prefix: string;
beforeAll(async () => {
  process.env.TASK_POLL_SECONDS = '0.5';
  server = await startTestServer({ env: { IN_PROCESS_WORKER: '1' } });
  demo = await server.demoToken();
  const patient = await server.rest<{ id: number }>('POST', '/api/patient', {
    token: demo,
    body: { name: 'Face patient', level: 1 },
  });
  patientId = patient.body.data.id;
  const [row] = await server.runtime.orm.em
    .fork()
    .execute<{ storage_prefix: string }[]>(
      "select p.storage_prefix from practice p join app_user u on u.practice_id = p.id where u.phone = '13800000000'",
    );
  prefix = row!.storage_prefix;
});
afterAll(() => server?.stop());

type Task = { status: number; status_name: string; error: string; result: Record<string, unknown> };

async function faceCase(): Promise<number> {
  const group = await server.rest<{ id: number }>('POST', '/api/product_illcase', {
    token: demo,
    body: { pid: patientId, product_id: 2 },
  });
  expect(group.body.code).toBe(200);
  return group.body.data.id;
}

async function settled(id: number): Promise<Task> {
  for (let i = 0; i < 600; i += 1) {
    const reply = await server.rest<Task>('GET', `/api/illcase/task?product_illcase_id=${id}`, { token: demo });
    if (![0, 1].includes(reply.body.data.status)) return reply.body.data;
    await sleep(500);
  }
  throw new Error(`face task of case ${id} did not finish`);
}

async function read(key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of (await server.runtime.services.storage.openStream(key)) as Readable)
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const submit = (id: number, input: Record<string, unknown>) =>
  server.rest<Task>('POST', '/api/illcase/task/submit', { token: demo, body: { product_illcase_id: id, input } });

describe('face reconstruction task', () => {
  it(
    'reconstructs uploaded phantom photos and stores the mesh and the measured landmarks',
    { timeout: 600_000 },
    async () => {
      const id = await faceCase();
      const set = phantomFacePhotos({ seed: 5, count: 8, expression: 'smile' });
      const keys: string[] = [];
      for (const photo of set.photos) {
        const key = `${prefix}cases/${id}/face/photos/${photo.name}`;
        await server.runtime.services.storage.putObject(server.runtime.orm.em.fork(), key, photo.jpeg, 'image/jpeg');
        keys.push(key);
      }
      expect((await submit(id, { expression: 'smile', photos: keys })).body.code).toBe(200);
      const task = await settled(id);
      expect(task.status_name).toBe('to_be_confirmed');
      const folder = `${prefix}cases/${id}/face/smile/`;
      expect(task.result).toMatchObject({ face: `${folder}face.glb`, landmarks: `${folder}landmarks.json`, views: 8 });
      const landmarks = JSON.parse(await read(`${folder}landmarks.json`)) as FaceLandmarksFile;
      expect(landmarks).toMatchObject({ version: 1, expression: 'smile', scale: { method: 'iris' }, views: 8 });
      const accuracy = faceAccuracy(landmarks, set.truth);
      console.log('phantom smile, 8 photos through the queue:', JSON.stringify(accuracy));
      expect(accuracy.rmsMm).toBeLessThan(7);
      expect(Math.abs(accuracy.ipdErrorMm)).toBeLessThan(4);
      expect(await server.runtime.services.storage.head(`${folder}face.glb`)).not.toBeNull();
      // the smile preview's photo: the picture the front camera names, as the reconstruction saw it
      expect(landmarks.front).toMatchObject({ width: 480, height: 640 });
      expect(landmarks.front!.picture).toBeGreaterThanOrEqual(0);
      expect(landmarks.front!.cameraFromFace).toHaveLength(12);
      expect((await server.runtime.services.storage.head(`${folder}front.jpg`))?.size).toBeGreaterThan(5_000);
    },
  );

  it('fails with the catalogue message when no face is in the photos', { timeout: 300_000 }, async () => {
    const id = await faceCase();
    // a grey PNG and an unreadable file: no face anywhere
    const keys = [`${prefix}cases/${id}/face/photos/wall.png`, `${prefix}cases/${id}/face/photos/broken.jpg`];
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGNomP8fK2IYlRJSCQBFbn1N8LGLcwAAAABJRU5ErkJggg==',
      'base64',
    );
    await server.runtime.services.storage.putObject(server.runtime.orm.em.fork(), keys[0]!, png, 'image/png');
    await server.runtime.services.storage.putObject(
      server.runtime.orm.em.fork(),
      keys[1]!,
      new Uint8Array([0xff, 0xd8, 1, 2, 3]),
      'image/jpeg',
    );
    await submit(id, { photos: keys });
    const task = await settled(id);
    expect(task.status_name).toBe('failed');
    expect(task.error).toBe(ErrorCatalogue.FaceNotFound.message);
  });

  it("refuses photos outside the case's folder", { timeout: 120_000 }, async () => {
    const id = await faceCase();
    const other = await faceCase();
    const key = `${prefix}cases/${other}/face/photos/a.jpg`;
    await server.runtime.services.storage.putObject(
      server.runtime.orm.em.fork(),
      key,
      phantomFacePhotos({ count: 1 }).photos[0]!.jpeg,
      'image/jpeg',
    );
    await submit(id, { photos: [key] });
    const task = await settled(id);
    expect(task.status_name).toBe('failed');
    expect(task.error).toBe(ErrorCatalogue.PermissionDenied.message);
  });
});
