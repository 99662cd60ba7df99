import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from './config.js';
import { AppError } from './core/app-error.js';
import { startRuntime } from './runtime.js';

const USAGE = `Odontia operator CLI

  npm run cli -- create-practice --name NAME --phone PHONE --password PASSWORD [--email EMAIL] [--storage-gb N]
  npm run cli -- reset-password --login PHONE_OR_EMAIL --password PASSWORD
  npm run cli -- confirm-recharge --order ORDER_ID   (a transfer recharge's remittance arrived: finish and credit it)
  npm run cli -- adjust-points --practice PRACTICE_ID --points=N [--detail TEXT]   (gift N > 0 or deduct N < 0 points, as a ledger order)

Uses DATABASE_URL when set, else the embedded database under ./data (stop the server first).`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    login: { type: 'string' },
    'storage-gb': { type: 'string' },
    order: { type: 'string' },
    practice: { type: 'string' },
    points: { type: 'string' },
    detail: { type: 'string' },
    help: { type: 'boolean' },
  },
});

const commands: Record<string, (runtime: Awaited<ReturnType<typeof startRuntime>>) => Promise<string>> = {
  async 'create-practice'({ services, orm }) {
    const user = await services.practices.createPractice(orm.em.fork(), {
      name: values.name ?? '',
      phone: values.phone ?? '',
      email: values.email,
      password: values.password ?? '',
      usableStorageGb: values['storage-gb'] === undefined ? undefined : Number(values['storage-gb']),
    });
    return `practice created: main account id ${user.id} (${user.phone})`;
  },
  async 'confirm-recharge'({ services, orm }) {
    const order = await services.orders.confirmRecharge(orm.em.fork(), values.order);
    return `recharge order ${order.number} finished: ${order.amount} points credited to practice ${order.practice.id}`;
  },
  async 'adjust-points'({ services, orm }) {
    const order = await services.orders.adjustPoints(
      orm.em.fork(),
      Number(values.practice),
      Number(values.points),
      values.detail ?? 'Operator adjustment',
    );
    return `order ${order.number}: ${order.amount} points for practice ${order.practice.id}`;
  },
  async 'reset-password'({ services, orm }) {
    const user = await services.practices.resetPassword(orm.em.fork(), values.login ?? '', values.password ?? '');
    return `password reset for user ${user.id}; all sessions revoked`;
  },
};

const command = commands[positionals[0] ?? ''];
if (!command || values.help) {
  console.log(USAGE);
  process.exit(command || values.help ? 0 : 2);
}
const runtime = await startRuntime({ ...loadConfig(), logLevel: 'warn' });
try {
  console.log(await command(runtime));
} catch (error) {
  const detail = error instanceof AppError && error.details ? ` ${JSON.stringify(error.details)}` : '';
  console.error(error instanceof AppError ? `error: ${error.message}${detail}` : error);
  process.exitCode = 1;
} finally {
  await runtime.stop();
}
