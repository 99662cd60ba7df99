import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../../..');
const generated = join(import.meta.dirname, '__generated__');

describe('generated GraphQL documents', () => {
  it('match what codegen produces from schema.graphql and the sources', () => {
    const out = mkdtempSync(join(tmpdir(), 'odontia-codegen-'));
    try {
      const base = readFileSync(join(repo, 'codegen.ts'), 'utf8');
      const config = join(repo, `.codegen-check-${process.pid}.ts`);
      writeFileSync(config, base.replace("'client/app/src/__generated__/'", JSON.stringify(`${out}/`)));
      try {
        execFileSync(join(repo, 'node_modules/.bin/graphql-codegen'), ['--config', config, '--silent'], {
          cwd: repo,
          stdio: 'pipe',
        });
      } finally {
        rmSync(config, { force: true });
      }
      const files = readdirSync(generated).sort();
      expect(readdirSync(out).sort()).toEqual(files);
      for (const file of files) {
        expect(readFileSync(join(out, file), 'utf8'), `${file} is stale: run npm run codegen`).toBe(
          readFileSync(join(generated, file), 'utf8'),
        );
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 120_000);
});
