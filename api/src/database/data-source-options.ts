import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';

/**
 * The schema comes only from migrations (never synchronize); compiled migrations run from dist. Entities are found
 * by their file name (`*.entity.ts` under a domain folder), so each domain owns its tables and this folder imports none of them.
 */
export function dataSourceOptions(databaseUrl: string): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    // .js from dist, .ts when the integration tests run the sources (as for the migrations below).
    entities: [path.join(__dirname, '..', '**', '*.entity.{js,ts}')],
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
