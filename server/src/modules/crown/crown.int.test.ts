import { setTimeout as sleep } from 'node:timers/promises';
import { readStl } from '@odontia/phantom';
import { edgeDefects } from '@odontia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phantomCrownCase, type CrownCase } from '../../test/crown-case.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { upload } from '../../test/upload.js';

// The real crown tool in the in-process worker on the phantom's scans with 36 prepared.
let server: TestServer;
let demo: string;
let other: { token: string; userId: number };
let crown: CrownCase;
let otherGroup: number;

const DESIGN = `
  fragment Design on CrownDesign {
    caseGroupId status error margin axis undercutVolumeMm3 maxUndercutMm
    setup { tooth cementGapMm minimalThicknessMm marginWidthMm opposingShiftMm }
    urls { inner outer crown undercut edited }
  }`;
const START = `${DESIGN} mutation($input: CrownDesignInput!) { startCrownDesign(input: $input) { ...Design } }`;
const READ = `${DESIGN} query($id: ID!) { crownDesign(caseGroupId: $id) { ...Design } }`;

type Design = {
  status: string;
  error: string | null;
  margin: number[][] | null;
  axis: number[] | null;
  maxUndercutMm: number | null;
  setup: { tooth: number; cementGapMm: number; opposingShiftMm: number[] } | null;
  urls: Record<string, string | null>;
};

const start = (input: Record<string, unknown>, token = demo) =>
  server.graphql<{ startCrownDesign: Design }>(
    START,
    {
      input: {
        caseGroupId: crown.caseGroupId,
        upperFileId: crown.upperFileId,
        lowerFileId: crown.lowerFileId,
        ...input,
      },
    },
    token,
  );

beforeAll(async () => {
  server = await startTestServer({ env: { IN_PROCESS_WORKER: '1', TASK_POLL_SECONDS: '0.5' } });
  demo = await server.demoToken();
  other = await server.createPractice('13700000741');
  crown = await phantomCrownCase(server, demo);
  const trajectory = await server.rest<{ id: number }>('POST', '/api/product_illcase', {
    token: demo,
    body: { pid: crown.patientId, product_id: 1 },
  });
  otherGroup = trajectory.body.data.id;
}, 240_000);
afterAll(() => server?.stop());

describe('crown design API', () => {
  it('accepts only tooth position 6 and parameters in range, on crown cases of the practice', async () => {
    const wrongTooth = await start({ tooth: 37 });
    expect(wrongTooth.errors?.[0]?.message).toBe('Crown design supports only tooth position 6 for now');
    const gap = await start({ tooth: 36, cementGapMm: 0.5 });
    expect(gap.errors?.[0]?.message).toBe('Please enter a value between 0 and 0.3');
    const thin = await start({ tooth: 36, minimalThicknessMm: 0.1 });
    expect(thin.errors?.[0]?.message).toBe('Please enter a value between 0.2 and 2');
    const malformed = await start({ tooth: 36, margin: [[1, 2]] });
    expect(malformed.errors?.[0]?.message).toBe('Parameter error');
    const farJaw = await start({ tooth: 36, opposingShiftMm: [0, 3.5, 0] });
    expect(farJaw.errors?.[0]?.message).toBe('Please enter a value between -3 and 3');
    const jawShape = await start({ tooth: 36, opposingShiftMm: [0, 1] });
    expect(jawShape.errors?.[0]?.message).toBe('Parameter error');
    const notCrown = await start({ tooth: 36, caseGroupId: otherGroup });
    expect(notCrown.errors?.[0]?.message).toBe('Parameter error');
    const foreign = await start({ tooth: 36 }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const read = await server.graphql(READ, { id: crown.caseGroupId }, other.token);
    expect(read.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const missingFile = await start({ tooth: 36, upperFileId: 999999 });
    expect(missingFile.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('runs the proposal in the worker: margin, axis, inner surface and a closed crown, stored with the tooth number', async () => {
    const started = await start({ tooth: 36, cementGapMm: 0.06, opposingShiftMm: [0, 0.4, 0] });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startCrownDesign.setup).toMatchObject({
      tooth: 36,
      cementGapMm: 0.06,
      opposingShiftMm: [0, 0.4, 0],
    });
    let design: Design | undefined;
    for (const t = Date.now(); Date.now() - t < 300_000; await sleep(1000)) {
      design = (await server.graphql<{ crownDesign: Design }>(READ, { id: crown.caseGroupId }, demo)).data!.crownDesign;
      if (design.status !== 'ToBeDesigned') break;
    }
    expect(design!.error).toBeNull();
    expect(design!.status).toBe('ToBeConfirmed');
    expect(design!.margin).toHaveLength(128);
    expect(design!.axis![1]).toBeGreaterThan(0.99);
    expect(design!.maxUndercutMm).toBeLessThan(0.02);
    expect(design!.urls.crown).toContain('crown-36.stl');
    const bytes = new Uint8Array(await (await fetch(design!.urls.crown!)).arrayBuffer());
    expect(edgeDefects(readStl(bytes).triangles)).toEqual({ open: 0, nonManifold: 0, misoriented: 0 });
    // the undercut map: the preparation's vertices by position, each with its blocked-out depth
    const map = (await (await fetch(design!.urls.undercut!)).json()) as { positions: number[]; depthMm: number[] };
    expect(map.depthMm.length).toBeGreaterThan(500);
    expect(map.positions).toHaveLength(3 * map.depthMm.length);
    expect(Math.max(...map.depthMm)).toBeCloseTo(design!.maxUndercutMm!, 3);
    const centre = [0, 1, 2].map((k) => design!.margin!.reduce((s, p) => s + p[k]!, 0) / design!.margin!.length);
    for (let i = 0; i < map.depthMm.length; i += 50)
      expect(Math.hypot(...[0, 1, 2].map((k) => map.positions[3 * i + k]! - centre[k]!))).toBeLessThan(8);

    // the clinician's edited crown goes back under the case group's crown folder only
    const key = `${crown.folder}edited-36.stl`;
    expect((await upload(server, demo, key, Buffer.from(bytes))).body.code).toBe(200);
    const SAVE = `${DESIGN} mutation($id: ID!, $key: String!) { saveCrownMesh(caseGroupId: $id, key: $key) { ...Design } }`;
    const saved = await server.graphql<{ saveCrownMesh: Design }>(SAVE, { id: crown.caseGroupId, key }, demo);
    expect(saved.data!.saveCrownMesh.urls.edited).toContain('edited-36.stl');
    const outside = await server.graphql(SAVE, { id: crown.caseGroupId, key: key.replace('/crown/', '/other/') }, demo);
    expect(outside.errors?.[0]?.message).toBe('Permission denied');

    // the server reads what it records: an open crown and a truncated file are refused, nothing changes
    const open = bytes.slice(0, bytes.length - 50); // the last triangle dropped, the count told
    new DataView(open.buffer).setUint32(80, (bytes.length - 84) / 50 - 1, true);
    const refusals = {
      'open-36.stl': [
        open,
        'The crown is not a closed surface (3 open, 0 non-manifold and 0 inconsistently oriented edges): repair the mesh and save it again',
      ],
      'truncated-36.stl': [
        bytes.subarray(0, bytes.length - 1000),
        'The crown file is empty or not a complete binary STL: finish the crown again',
      ],
    } as const;
    for (const [name, [content, message]] of Object.entries(refusals)) {
      expect((await upload(server, demo, `${crown.folder}${name}`, Buffer.from(content))).body.code).toBe(200);
      const refused = await server.graphql(SAVE, { id: crown.caseGroupId, key: `${crown.folder}${name}` }, demo);
      expect(refused.errors?.[0]?.message).toBe(message);
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const after = (await server.graphql<{ crownDesign: Design }>(READ, { id: crown.caseGroupId }, demo)).data!
        .crownDesign;
      expect(after.status).toBe('ToBeConfirmed');
      expect(after.urls.edited).toContain('edited-36.stl');
    }
  }, 360_000);
});
