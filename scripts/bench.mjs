// `npm run bench`: builds once, then prints the figures of each part that has a benchmark.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root, run } from './run.mjs';

await run('npm', ['run', 'build', '--silent']);
const parts = [
  'bench-foundation.mjs',
  'bench-phantom.mjs',
  'bench-records.mjs',
  'bench-commerce.mjs',
  'bench-client.mjs',
  'bench-viewer.mjs',
  'bench-playback.mjs',
  'bench-ct.mjs',
  'bench-ct-browser.mjs',
  'bench-crash.mjs',
  'bench-capture.mjs',
  'bench-face.mjs',
  'bench-crown-ui.mjs',
  'bench-crown.mjs',
  'bench-jaw.mjs',
];
const only = process.argv.slice(2);
let failed = false;
for (const part of parts) {
  if (only.length && !only.some((name) => part.includes(name))) continue;
  const file = join(root, 'scripts', part);
  if (!existsSync(file)) continue;
  try {
    await run('node', [file]);
  } catch (error) {
    console.error(`${part}: ${error.message}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
