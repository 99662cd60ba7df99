import type { MikroORM } from '@mikro-orm/postgresql';
import type { ParseArgsConfig } from 'node:util';
import { AppError } from '../core/app-error.js';
import type { Services } from '../services.js';

export type OperatorArgs = Record<string, string | boolean | undefined>;

/** What an operator command runs against: the services and database of this process or of the running server. */
export interface OperatorRuntime {
  services: Services;
  orm: MikroORM;
}

interface OperatorCommand {
  usage: string;
  /** Replaces what a running server works on: refused through the admin endpoint, run with the server stopped. */
  offline?: boolean;
  run(runtime: OperatorRuntime, args: OperatorArgs): Promise<string>;
}

/** The command-line options every command may use (`node:util` parseArgs). */
export const OPERATOR_OPTIONS = {
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
  dir: { type: 'string' },
  help: { type: 'boolean' },
} as const satisfies ParseArgsConfig['options'];

const text = (args: OperatorArgs, name: string): string | undefined =>
  typeof args[name] === 'string' ? (args[name] as string) : undefined;

/** Operator tasks of a deployment; the CLI runs them in-process or through the running server (never both). */
export const operatorCommands: Record<string, OperatorCommand> = {
  'create-practice': {
    usage: 'create-practice --name NAME --phone PHONE --password PASSWORD [--email EMAIL] [--storage-gb N]',
    async run({ services, orm }, args) {
      const storage = text(args, 'storage-gb');
      const user = await services.practices.createPractice(orm.em.fork(), {
        name: text(args, 'name') ?? '',
        phone: text(args, 'phone') ?? '',
        email: text(args, 'email'),
        password: text(args, 'password') ?? '',
        usableStorageGb: storage === undefined ? undefined : Number(storage),
      });
      return `practice created: main account id ${user.id} (${user.phone})`;
    },
  },
  'reset-password': {
    usage: 'reset-password --login PHONE_OR_EMAIL --password PASSWORD',
    async run({ services, orm }, args) {
      const user = await services.practices.resetPassword(
        orm.em.fork(),
        text(args, 'login') ?? '',
        text(args, 'password') ?? '',
      );
      return `password reset for user ${user.id}; all sessions revoked`;
    },
  },
  'confirm-recharge': {
    usage: "confirm-recharge --order ORDER_ID   (a transfer recharge's remittance arrived: finish and credit it)",
    async run({ services, orm }, args) {
      const order = await services.orders.confirmRecharge(orm.em.fork(), text(args, 'order'));
      return `recharge order ${order.number} finished: ${order.amount} points credited to practice ${order.practice.id}`;
    },
  },
  'adjust-points': {
    usage:
      'adjust-points --practice PRACTICE_ID --points=N [--detail TEXT]   (gift N > 0 or deduct N < 0 points, as a ledger order)',
    async run({ services, orm }, args) {
      const order = await services.orders.adjustPoints(
        orm.em.fork(),
        Number(text(args, 'practice')),
        Number(text(args, 'points')),
        text(args, 'detail') ?? 'Operator adjustment',
      );
      return `order ${order.number}: ${order.amount} points for practice ${order.practice.id}`;
    },
  },
  backup: {
    usage: 'backup DIR   (a consistent copy of the database and every stored file into the empty folder DIR)',
    async run({ services, orm }, args) {
      const started = Date.now();
      const manifest = await services.backups.backup(orm.em.fork(), directoryArgument(args));
      const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      return `backup written: ${rows} rows in ${manifest.tables.length} tables, ${manifest.objects} files (${manifest.bytes} bytes) in ${Date.now() - started} ms`;
    },
  },
  restore: {
    usage: 'restore DIR   (replaces every record and puts every file of the backup in DIR; stop the server first)',
    offline: true,
    async run({ services, orm }, args) {
      const started = Date.now();
      const manifest = await services.backups.restore(orm.em.fork(), directoryArgument(args));
      return `restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${manifest.objects} files in ${Date.now() - started} ms`;
    },
  },
};

/** The folder a backup command names: its first argument after the command. */
function directoryArgument(args: OperatorArgs): string {
  const directory = text(args, 'dir');
  if (!directory) throw new AppError('ParameterError', {}, { dir: 'a backup folder is required' });
  return directory;
}

/** One line for a failed command: the catalogue message and its details, or the error itself. */
export function describeFailure(error: unknown): string {
  if (error instanceof AppError)
    return `error: ${error.message}${error.details ? ` ${JSON.stringify(error.details)}` : ''}`;
  return `error: ${error instanceof Error ? error.message : String(error)}`;
}
