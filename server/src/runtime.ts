import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { AppConfig } from './config.js';
import { buildGraphqlSchema } from './core/graphql.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './infra/embedded-postgres.js';
import { startEmbeddedS3, type EmbeddedS3 } from './infra/embedded-s3.js';
import { migrate, openDatabase } from './infra/database.js';
import { PasswordTransportKey } from './modules/auth/rsa-key.js';
import { startTasks } from './modules/task/task.lifecycle.js';
import { seedDemoPractice } from './seed/demo.js';
import { demoSeeders } from './seed/seeders.js';
import { createServices, type Services } from './services.js';

export interface Runtime {
  config: AppConfig;
  orm: MikroORM;
  services: Services;
  app: FastifyInstance;
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  /** Keep embedded data in memory (tests). */
  ephemeral?: boolean;
  seedDemo?: boolean;
  extraRoutes?: Parameters<typeof buildApp>[0]['extraRoutes'];
}

/** Everything a process needs: embedded services when not configured, database migrated, app built. */
export async function startRuntime(config: AppConfig, options: RuntimeOptions = {}): Promise<Runtime> {
  const stops: (() => Promise<void>)[] = [];
  try {
    let databaseUrl = config.databaseUrl;
    let embeddedPg: EmbeddedPostgres | undefined;
    if (!databaseUrl) {
      embeddedPg = await startEmbeddedPostgres(options.ephemeral ? undefined : join(config.dataDir, 'pg'));
      stops.push(embeddedPg.stop);
      databaseUrl = embeddedPg.url;
    }
    let s3Endpoint = config.s3.endpoint;
    if (!s3Endpoint) {
      const embeddedS3: EmbeddedS3 = await startEmbeddedS3(join(config.dataDir, 's3'), config.s3.bucket);
      stops.push(embeddedS3.stop);
      s3Endpoint = embeddedS3.endpoint;
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
    if (options.seedDemo ?? true) await seedDemoPractice(orm.em.fork(), services, demoSeeders);
    // The task queue; with the embedded database this process is also the worker (one connection).
    stops.push(await startTasks(orm, services, { work: resolved.inProcessWorker }));

    const schema = await buildGraphqlSchema();
    const app = await buildApp({ config: resolved, orm, services, schema, extraRoutes: options.extraRoutes });
    stops.push(() => app.close());
    return {
      config: resolved,
      orm,
      services,
      app,
      stop: async () => {
        for (const stop of stops.reverse()) await stop().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    throw error;
  }
}
