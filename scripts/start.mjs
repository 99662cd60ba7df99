// `npm start`: builds what is missing or older than its sources, then serves everything on PORT
// (WEB_CONCURRENCY server processes with an external PostgreSQL and S3, see server/src/serve.ts).
// `npm run worker` (--worker): the task worker instead of the server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root, run, serverAllocatorEnv } from './run.mjs';

const newest = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules' && name !== '__generated__' && !name.startsWith('.'))
      .map((name) => newest(join(path, name))),
  );
};

const builds = [
  { workspace: 'shared', sources: ['shared/src'], output: 'shared/dist' },
  { workspace: 'tools/phantom', sources: ['tools/phantom/src', 'shared/src'], output: 'tools/phantom/dist' },
  {
    workspace: 'tools/crown',
    sources: ['tools/crown/src', 'tools/phantom/src', 'shared/src'],
    output: 'tools/crown/dist',
  },
  {
    workspace: 'server',
    sources: ['server/src', 'shared/src', 'tools/phantom/src', 'tools/crown/src'],
    output: 'server/dist',
  },
  { workspace: 'client/viewer', sources: ['client/viewer/src'], output: 'client/viewer/dist' },
  {
    workspace: 'client/app',
    sources: ['client/app/src', 'client/viewer/src', 'shared/src', 'client/app/index.html'],
    output: 'client/app/dist',
  },
];

// A step that fails has said why on the terminal; its exit code is passed on without a stack of this script's.
try {
  for (const { workspace, sources, output } of builds) {
    const built = existsSync(join(root, output)) ? newest(join(root, output)) : 0;
    const changed = Math.max(...sources.map((source) => newest(join(root, source))));
    if (built === 0 || changed > built) {
      console.log(`building ${workspace} ...`);
      await run('npm', ['run', 'build', '-w', workspace, '--silent']);
    }
  }
  const entry = process.argv.includes('--worker') ? 'server/dist/worker.js' : 'server/dist/serve.js';
  await run('node', [entry], { env: serverAllocatorEnv(process.env) });
} catch (error) {
  process.exitCode = typeof error.code === 'number' ? error.code : 1;
}
