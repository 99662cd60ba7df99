// `npm test`: every unit and integration test. Uses DATABASE_URL when set (CI: the machine's
// PostgreSQL), else each suite starts an in-memory embedded database.
import { run } from './run.mjs';

const workspaces = ['shared', 'tools/phantom', 'tools/crown', 'server', 'client/viewer', 'client/app'];

// The app's tests import the built shared and viewer packages, as the app's build does.
await run('npm', [
  'run',
  'build',
  '-w',
  'shared',
  '-w',
  'tools/phantom',
  '-w',
  'tools/crown',
  '-w',
  'client/viewer',
  '--silent',
]);
let failed = false;
for (const workspace of workspaces) {
  try {
    await run('npm', ['run', 'test', '-w', workspace, '--silent']);
  } catch (error) {
    console.error(error.message);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
