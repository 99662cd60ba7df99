import { describe, expect, it } from 'vitest';
import { serverProcessCount } from './server-processes.js';

const external = { DATABASE_URL: 'postgresql://db/odontia', S3_ENDPOINT: 'http://minio:9000' };

describe('server processes of npm start', () => {
  it('defaults to one per core with an external PostgreSQL and S3, or WEB_CONCURRENCY', () => {
    expect(serverProcessCount(external, 4)).toEqual({ count: 4 });
    expect(serverProcessCount({ ...external, WEB_CONCURRENCY: '2' }, 8)).toEqual({ count: 2 });
    expect(serverProcessCount({ ...external, WEB_CONCURRENCY: 'many' }, 3)).toEqual({ count: 3 });
  });

  it('is one process whenever an embedded store is in use, saying why when more were asked for', () => {
    expect(serverProcessCount({}, 4)).toEqual({ count: 1, note: undefined });
    expect(serverProcessCount({ WEB_CONCURRENCY: '4' }, 4).note).toMatch(/embedded database/);
    const embeddedS3 = serverProcessCount({ DATABASE_URL: external.DATABASE_URL, WEB_CONCURRENCY: '3' }, 4);
    expect(embeddedS3.count).toBe(1);
    expect(embeddedS3.note).toMatch(/embedded S3/);
  });
});
