import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrations } from '../migrations/index.js';
import { entities } from '../modules/index.js';

export interface DatabaseOptions {
  url: string;
  /** The embedded database serves one statement at a time; one pooled connection keeps each transaction whole. */
  poolMax: number;
  debug?: boolean;
}

export async function openDatabase({ url, poolMax, debug = false }: DatabaseOptions): Promise<MikroORM> {
  return MikroORM.init({
    clientUrl: url,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList: migrations, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: poolMax },
    debug,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  });
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
}
