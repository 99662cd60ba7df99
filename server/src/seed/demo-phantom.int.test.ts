import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStl } from '@odontia/phantom';
import { startTestServer, type TestServer } from '../test/harness.js';
import { PHANTOM_MEMO } from './demo-phantom.js';

let server: TestServer;
let demo: string;
beforeAll(async () => {
  server = await startTestServer({ seedPhantomScans: true });
  demo = await server.demoToken();
});
afterAll(() => server?.stop());

describe('demo phantom patient', () => {
  it('is one patient whose facebow, CT facebow and crown cases hold its scans, opened through the API as the viewer does', async () => {
    const rows = await server.runtime.orm.em.fork().execute<{ id: number; record_name: string; product_id: number }[]>(
      `select c.id, c.record_name, g.product_id from medical_case c join case_group g on g.id = c.group_id
           join patient p on p.id = c.patient_id where p.memo = ? order by g.product_id`,
      [PHANTOM_MEMO],
    );
    expect(rows.map((r) => r.product_id)).toEqual([1, 3, 4]);
    for (const row of rows) {
      const listed = await server.graphql<{ modelFiles: { name: string; key: string; size: number }[] }>(
        `query($caseId: ID) { modelFiles(caseId: $caseId) { name key size } }`,
        { caseId: String(row.id) },
        demo,
      );
      const files = listed.data!.modelFiles;
      expect(files.map((f) => f.name).sort()).toEqual(['phantom-lower.stl', 'phantom-upper.stl']);
      for (const file of files) {
        expect(file.key).toContain(`cases/${row.id}/models/`);
        const url = await server.graphql<{ presignedGet: string }>(
          `query($key: String!) { presignedGet(key: $key) }`,
          { key: file.key },
          demo,
        );
        const bytes = new Uint8Array(await (await fetch(url.data!.presignedGet)).arrayBuffer());
        expect(bytes.byteLength).toBe(file.size);
        const mesh = readStl(bytes);
        const triangles = mesh.triangles.length / 3;
        expect(triangles).toBeGreaterThan(100_000);
        expect(triangles).toBeLessThan(300_000);
      }
    }
  });
});
