import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildGraphqlSchema } from './core/graphql.js';

describe('schema.graphql', () => {
  it('is what the server emits (run `npm run schema` after changing resolvers)', async () => {
    const fresh = join(mkdtempSync(join(tmpdir(), 'schema-')), 'schema.graphql');
    await buildGraphqlSchema(fresh);
    const committed = readFileSync(resolve(import.meta.dirname, '..', '..', 'schema.graphql'), 'utf8');
    expect(readFileSync(fresh, 'utf8')).toBe(committed);
  });
});
