import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from './config.js';
import { DataDirBusyError, dataDirHolder } from './infra/data-dir-lock.js';
import { AdminEndpointUnreachable, runThroughAdminEndpoint } from './operator/admin-endpoint.js';
import { describeFailure, OPERATOR_OPTIONS, operatorCommands, type OperatorArgs } from './operator/commands.js';
import { startOperatorRuntime } from './runtime.js';

const USAGE = `Odontia operator CLI

${Object.values(operatorCommands)
  .map((c) => `  npm run cli -- ${c.usage}`)
  .join('\n')}

With DATABASE_URL (and S3_ENDPOINT) set, commands run against those. With the embedded database under
./data, a command runs through the running server when one holds ./data (its local admin endpoint), and
opens ./data itself only when no server runs: two processes never open the same embedded database.`;

/** How long to wait for a server that holds the data directory but is still starting (migrations, seed). */
const STARTING_SERVER_WAIT_MS = 60_000;

class OperatorRefusal extends Error {}

async function runInProcess(config: AppConfig, command: string, args: OperatorArgs): Promise<string> {
  const runtime = await startOperatorRuntime(config);
  try {
    return await operatorCommands[command]!.run(runtime, args);
  } finally {
    await runtime.stop();
  }
}

async function runThroughServer(config: AppConfig, busy: DataDirBusyError, command: string, args: OperatorArgs) {
  const deadline = Date.now() + STARTING_SERVER_WAIT_MS;
  let holder = busy.holder;
  while (holder.role === 'server' && !holder.admin && Date.now() < deadline) {
    await sleep(500);
    const now = dataDirHolder(config.dataDir);
    if (!now) return null; // it stopped meanwhile: run in-process
    holder = now;
  }
  if (holder.role !== 'server') throw new OperatorRefusal(busy.message);
  if (operatorCommands[command]!.offline)
    throw new OperatorRefusal(
      `${command} replaces what the running server works on: stop the Odontia server (process ${holder.pid}) first; nothing was changed.`,
    );
  if (!holder.admin)
    throw new OperatorRefusal(
      `The Odontia server (process ${holder.pid}) holds ${config.dataDir} but did not finish starting within ` +
        `${STARTING_SERVER_WAIT_MS / 1000} s; nothing was changed. Check its log, then try again.`,
    );
  try {
    return await runThroughAdminEndpoint(holder.admin, command, args);
  } catch (error) {
    if (!(error instanceof AdminEndpointUnreachable)) throw error;
    throw new OperatorRefusal(
      `The Odontia server (process ${holder.pid}) holds ${config.dataDir} but its admin endpoint does not ` +
        `answer (${error.message}); nothing was changed. Stop that process or let it finish, then try again.`,
    );
  }
}

/** The command's output line, or a failure; never both processes on one data directory. */
async function run(command: string, args: OperatorArgs): Promise<{ ok: boolean; text: string }> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
  for (;;) {
    try {
      return { ok: true, text: await runInProcess(config, command, args) };
    } catch (error) {
      if (!(error instanceof DataDirBusyError)) return { ok: false, text: describeFailure(error) };
      try {
        const remote = await runThroughServer(config, error, command, args);
        if (remote) return remote;
      } catch (refusal) {
        if (refusal instanceof OperatorRefusal) return { ok: false, text: `error: ${refusal.message}` };
        throw refusal;
      }
    }
  }
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: OPERATOR_OPTIONS });
const command = positionals[0] ?? '';
if (!operatorCommands[command] || values.help) {
  console.log(USAGE);
  process.exit(operatorCommands[command] || values.help ? 0 : 2);
}
const directory = positionals[1] ?? values.dir;
// A folder is named relative to where the operator typed the command (npm runs scripts from the repo root).
const args = directory ? { ...values, dir: resolve(process.env.INIT_CWD ?? process.cwd(), directory) } : values;
const outcome = await run(command, args);
if (outcome.ok) console.log(outcome.text);
else {
  console.error(outcome.text);
  process.exitCode = 1;
}
