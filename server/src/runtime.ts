import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { runInChildProcess } from './core/child-process.js';
import { buildGraphqlSchema } from './core/graphql.js';
import { DataDirLock } from './infra/data-dir-lock.js';
import type { EmbeddedPostgres } from './infra/embedded-postgres.js';
import type { EmbeddedS3 } from './infra/embedded-s3.js';
import { migrate, openDatabase } from './infra/database.js';
import { PasswordTransportKey } from './modules/auth/rsa-key.js';
import { startAdminEndpoint } from './operator/admin-endpoint.js';
import { startTasks } from './modules/task/task.lifecycle.js';
import { seedDemoPractice } from './seed/demo.js';
import { demoSeeders } from './seed/seeders.js';
import { demoPhantomSeeder } from './seed/demo-phantom.js';
import { DEMO_CT_VOXEL_MM, startDemoCt } from './seed/demo-ct.js';
import { createServices, type Services } from './services.js';

export interface Runtime {
  config: AppConfig;
  orm: MikroORM;
  services: Services;
  app: FastifyInstance;
  /** Runs the memory-reducing collection of the process's other threads (the embedded S3's), for an idle server. */
  compactThreads(): Promise<void>;
  stop(): Promise<void>;
}

/** An operator command's runtime: database and services, no HTTP app and no task queue. */
export type OperatorProcess = Omit<Runtime, 'app' | 'compactThreads'>;

export interface RuntimeOptions {
  /** Keep embedded data in memory (tests). */
  ephemeral?: boolean;
  seedDemo?: boolean;
  /** Seed the demo practice's phantom scans (seconds of generation, ~27 MB stored); default: not in ephemeral (test) runs. */
  seedPhantomScans?: boolean;
  extraRoutes?: Parameters<typeof buildApp>[0]['extraRoutes'];
  /** Voxel size of the demo CBCT generated after start; null: none (the default when ephemeral). */
  demoCtVoxelMm?: number | null;
}

/** Whether this process would open stores under the data directory (embedded PostgreSQL on disk, embedded S3). */
const usesDataDir = (config: AppConfig, ephemeral: boolean) =>
  (!config.databaseUrl && !ephemeral) || !config.s3.endpoint;

/**
 * The data directory was removed or taken while this process ran: exit without another write, as a
 * SIGKILL would (the embedded database recovers from that), instead of closing the database, whose
 * shutdown checkpoint would land in whatever directory now has the name.
 */
function stopAtOnce(reason: string): never {
  console.error(`${reason} while this process was using it. Stopping at once, without writing to it again.`);
  process.exit(DATA_DIR_LOST_EXIT_CODE);
}

/** The exit code of a process whose data directory was removed or taken while it ran. */
export const DATA_DIR_LOST_EXIT_CODE = 75;

/** Everything a server needs: embedded services when not configured, database migrated, app built. */
export async function startRuntime(config: AppConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  if (firstStartOnEmbeddedDatabase(config, options)) await firstStartInChildProcess(config);
  return (await open(config, options, 'server')) as Runtime;
}

/** A server start with the default seed that would create the embedded database under the data directory. */
export const firstStartOnEmbeddedDatabase = (config: AppConfig, options: RuntimeOptions) =>
  !config.databaseUrl &&
  !options.ephemeral &&
  (options.seedDemo ?? true) &&
  (options.seedPhantomScans ?? true) &&
  !existsSync(join(embeddedDatabaseDir(config), 'PG_VERSION'));

const embeddedDatabaseDir = (config: AppConfig) => join(config.dataDir, 'pg');

/**
 * Creates, migrates and seeds the new embedded database in a child process, as an operator command would.
 * The server then opens a ready database as on any later start, and idles at a restart's memory: glibc
 * keeps the memory the seed's generation freed fragmented in the process for good (about 45 MB). Should
 * the child fail, the server's own start does the same work and reports what fails.
 */
async function firstStartInChildProcess(config: AppConfig): Promise<void> {
  await runInChildProcess(new URL('./first-start.js', import.meta.url), config).catch((error: unknown) =>
    console.warn(`The first start in a child process failed (${String(error)}); this process does it instead.`),
  );
}

/**
 * Database and services for an operator command in this process. Throws DataDirBusyError when a
 * running server holds the embedded data directory: the command must then go through that server.
 */
export function startOperatorRuntime(config: AppConfig): Promise<OperatorProcess> {
  return open(config, {}, 'operator');
}

async function open(
  config: AppConfig,
  options: RuntimeOptions,
  role: 'server' | 'operator',
): Promise<Runtime | OperatorProcess> {
  const stops: (() => Promise<void>)[] = [];
  try {
    // Claimed before anything under the data directory is opened: a second process on the same
    // embedded database would silently lose the other's acknowledged writes.
    const lock = usesDataDir(config, !!options.ephemeral) ? await DataDirLock.acquire(config.dataDir, role) : null;
    if (lock) {
      stops.push(async () => lock.release());
      stops.push(lock.watch(stopAtOnce));
    }
    let databaseUrl = config.databaseUrl;
    let embeddedPg: EmbeddedPostgres | undefined;
    // The embedded stores are imported only when used: an external setup never loads them (memory).
    if (!databaseUrl) {
      const { startEmbeddedPostgres } = await import('./infra/embedded-postgres.js');
      embeddedPg = await startEmbeddedPostgres(options.ephemeral ? undefined : embeddedDatabaseDir(config));
      stops.push(embeddedPg.stop);
      databaseUrl = embeddedPg.url;
    }
    let s3Endpoint = config.s3.endpoint;
    let compactThreads = async () => undefined;
    if (!s3Endpoint) {
      const { startEmbeddedS3 } = await import('./infra/embedded-s3.js');
      const embeddedS3: EmbeddedS3 = await startEmbeddedS3(join(config.dataDir, 's3'), config.s3.bucket);
      stops.push(embeddedS3.stop);
      s3Endpoint = embeddedS3.endpoint;
      compactThreads = async () => void (await embeddedS3.compactMemory());
    }
    const resolved: AppConfig = { ...config, databaseUrl, s3: { ...config.s3, endpoint: s3Endpoint } };

    const orm = await openDatabase({ url: databaseUrl, poolMax: embeddedPg ? 1 : 10 });
    stops.push(() => orm.close(true));
    await migrate(orm);

    const transportKey = PasswordTransportKey.load(config.dataDir, config.rsaPrivateKeyPem);
    const services = createServices({
      config: resolved,
      transportKey,
      storageHost: config.s3.publicEndpoint ?? s3Endpoint,
    });
    const phantom = demoPhantomSeeder({ scans: options.seedPhantomScans ?? !options.ephemeral });
    if (options.seedDemo ?? true) await seedDemoPractice(orm.em.fork(), services, [...demoSeeders, phantom]);
    const stop = async () => {
      for (const next of stops.reverse()) await next().catch(() => undefined);
    };
    if (role === 'operator') return { config: resolved, orm, services, stop };

    // The task queue; with the embedded database this process is also the worker (one connection).
    stops.push(await startTasks(orm, services, { work: resolved.inProcessWorker }));
    const schema = await buildGraphqlSchema();
    const app = await buildApp({ config: resolved, orm, services, schema, extraRoutes: options.extraRoutes });
    stops.push(() => app.close());
    const demoCtVoxelMm = options.demoCtVoxelMm ?? (options.ephemeral ? null : DEMO_CT_VOXEL_MM);
    if ((options.seedDemo ?? true) && demoCtVoxelMm) stops.push(startDemoCt(orm, services, demoCtVoxelMm, app.log));
    if (lock) {
      const endpoint = await startAdminEndpoint({ orm, services }, app.log);
      lock.setAdmin(endpoint.admin);
      stops.push(endpoint.stop);
    }
    return { config: resolved, orm, services, app, compactThreads, stop };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    throw error;
  }
}
