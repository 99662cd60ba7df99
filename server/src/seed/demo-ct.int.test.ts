import dicomParser from 'dicom-parser';
import type { CbctTruth } from '@odontia/phantom';
import { caseCtKeys } from '@odontia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Case } from '../modules/case/case.entity.js';
import { Practice } from '../modules/practice/practice.entity.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { DEMO_CT_COMPLAINT, demoCtKeys, ensureDemoCt } from './demo-ct.js';

// A coarse voxel keeps the generation short; the series' structure does not depend on it.
const VOXEL_MM = 2;

const LIST = `query ($prefix: String!) { storageObjectsAll(prefix: $prefix) { key size } }`;

let server: TestServer;
let token: string;
let practice: Practice;
let keys: ReturnType<typeof demoCtKeys>;

const list = async (prefix: string) => {
  const reply = await server.graphql<{ storageObjectsAll: { key: string; size: number }[] }>(LIST, { prefix }, token);
  expect(reply.errors).toBeUndefined();
  return reply.data!.storageObjectsAll;
};

const truthOf = async () =>
  JSON.parse(new TextDecoder().decode((await server.runtime.services.storage.getObject(keys.complete))!)) as CbctTruth;

beforeAll(async () => {
  server = await startTestServer({ demoCtVoxelMm: VOXEL_MM });
  token = await server.demoToken();
  const em = server.runtime.orm.em.fork();
  const demoCase = await em.findOneOrFail(Case, { chiefComplaint: DEMO_CT_COMPLAINT }, { populate: ['practice'] });
  practice = demoCase.practice;
  keys = demoCtKeys(practice.storagePrefix, demoCase.id);
}, 120_000);
afterAll(() => server?.stop());

describe('demo CBCT', () => {
  it('is generated after start into the case CT folder, a complete series dicom-parser reads', async () => {
    const deadline = Date.now() + 90_000;
    while (!(await list(keys.complete)).length) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const truth = await truthOf();
    const [nx, ny, nz] = truth.dims;
    const slices = await list(keys.folder);
    expect(slices).toHaveLength(nz);
    // one complete generation folder, the series the app reads
    const read = caseCtKeys(
      keys.folder,
      slices.map((s) => s.key),
    );
    expect(read).toEqual({ slices: slices.map((s) => s.key).sort(), staleFolders: [], staleKeys: [] });
    expect(read.slices[0]).toMatch(/\/ct\/[0-9a-z]{10}-\d+\/[^/]+\.dcm$/);
    const z: number[] = [];
    for (const { key } of slices) {
      const data = (await server.runtime.services.storage.getObject(key))!;
      const ds = dicomParser.parseDicom(data);
      expect(ds.uint16('x00280010')).toBe(ny);
      expect(ds.uint16('x00280011')).toBe(nx);
      expect(ds.floatString('x00280030', 0)).toBeCloseTo(VOXEL_MM, 6);
      expect(ds.string('x0020000e')).toBe(truth.uids.series);
      expect(ds.elements.x7fe00010!.length).toBe(nx * ny * 2);
      z.push(ds.floatString('x00200032', 2)!);
    }
    z.sort((a, b) => a - b);
    z.forEach((value, k) => expect(value).toBeCloseTo(truth.originLps[2] + k * VOXEL_MM, 4));
  }, 120_000);

  it('does nothing when the series is complete', async () => {
    const before = await list(keys.folder);
    const outcome = await ensureDemoCt(server.runtime.orm.em.fork(), server.runtime.services, VOXEL_MM);
    expect(outcome).toBe('present');
    expect(await list(keys.folder)).toEqual(before);
  });

  it('removes what an interrupted run left and writes the whole series again', async () => {
    const { storage } = server.runtime.services;
    const nz = (await truthOf()).dims[2];
    await storage.deleteKeys(server.runtime.orm.em.fork(), [keys.complete, (await list(keys.folder))[3]!.key]);
    await storage.putObject(server.runtime.orm.em.fork(), `${keys.folder}slice-9999.dcm`, new Uint8Array([1, 2, 3]));
    const outcome = await ensureDemoCt(server.runtime.orm.em.fork(), server.runtime.services, VOXEL_MM);
    expect(outcome).toBe('written');
    const slices = await list(keys.folder);
    expect(slices).toHaveLength(nz);
    expect(slices.map((s) => s.key)).not.toContain(`${keys.folder}slice-9999.dcm`);
  }, 60_000);

  it('writes nothing beyond the demo practice quota', async () => {
    const em = server.runtime.orm.em.fork();
    await server.runtime.services.storage.deleteKeys(server.runtime.orm.em.fork(), [keys.complete]);
    await em.nativeUpdate(Practice, { id: practice.id }, { usableStorageGb: 0 });
    try {
      expect(await ensureDemoCt(em, server.runtime.services, VOXEL_MM)).toBe('over quota');
      expect(await list(keys.folder)).toEqual([]);
    } finally {
      await em.nativeUpdate(Practice, { id: practice.id }, { usableStorageGb: practice.usableStorageGb });
    }
  }, 60_000);
});
