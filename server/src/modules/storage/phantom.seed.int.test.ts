import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { Practice } from '../practice/practice.entity.js';
import { User } from '../user/user.entity.js';
import { Case } from '../case/case.entity.js';
import { seedDemoPhantomScans } from './phantom.seed.js';
import { StoredFile } from './stored-file.entity.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe('demo phantom scans', () => {
  it('stores the phantom upper and lower scans on a case of the demo practice', async () => {
    const em = server.runtime.orm.em.fork();
    const practice = await em.findOneOrFail(Practice, { id: 1 });
    const main = await em.findOneOrFail(User, { practice, memberNumber: 1 });
    const doctor = await em.findOneOrFail(User, { practice, parent: main });
    await seedDemoPhantomScans(em, { practice, main, doctor }, server.runtime.services);

    const record = await em.findOneOrFail(Case, { practice, recordName: 'Phantom' });
    const files = await em.find(StoredFile, { caseId: record.id }, { orderBy: { id: 'asc' } });
    expect(files.map((f) => f.name)).toEqual(['phantom-upper.stl', 'phantom-lower.stl']);
    for (const f of files) {
      expect(f.key.startsWith(practice.storagePrefix)).toBe(true);
      const head = await server.runtime.services.storage.head(f.key);
      expect(head?.size).toBe(f.size);
      // a binary STL of 100k-300k triangles: 84 + 50 bytes per triangle
      const triangles = (f.size - 84) / 50;
      expect(Number.isInteger(triangles)).toBe(true);
      expect(triangles).toBeGreaterThan(100_000);
      expect(triangles).toBeLessThan(300_000);
    }
  });
});
