import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { firstStartOnEmbeddedDatabase } from './runtime.js';

const dataDir = mkdtempSync(join(tmpdir(), 'odontia-first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const config = { ...loadConfig({ DATA_DIR: dataDir }), databaseUrl: undefined };

describe('the first start in a child process', () => {
  it('is taken by a server with the default seed on a data directory without an embedded database', () => {
    expect(firstStartOnEmbeddedDatabase(config, {})).toBe(true);
  });

  it('is not taken on an external database, in memory, or with a seed other than the default', () => {
    expect(firstStartOnEmbeddedDatabase({ ...config, databaseUrl: 'postgres://db/odontia' }, {})).toBe(false);
    expect(firstStartOnEmbeddedDatabase(config, { ephemeral: true })).toBe(false);
    expect(firstStartOnEmbeddedDatabase(config, { seedDemo: false })).toBe(false);
    expect(firstStartOnEmbeddedDatabase(config, { seedPhantomScans: false })).toBe(false);
  });

  it('is not taken once the embedded database exists', () => {
    mkdirSync(join(dataDir, 'pg'), { recursive: true });
    writeFileSync(join(dataDir, 'pg', 'PG_VERSION'), '17\n');
    expect(firstStartOnEmbeddedDatabase(config, {})).toBe(false);
  });
});
