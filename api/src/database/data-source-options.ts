import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';

/** The schema comes only from migrations (never synchronize); compiled migrations run from dist. */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    entities: ENTITIES,
    // .js from dist (CLI, start scripts); .ts when the integration tests run the sources.
    migrations: [path.join(__dirname, '..', 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+, so no extension is needed.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
  };
}
