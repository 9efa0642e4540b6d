import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

/**
 * Applies pending migrations, each in its own transaction. Used by the start scripts instead of the TypeORM
 * CLI, which forces query logging and prints every statement of every migration.
 */
export async function runMigrations(databaseUrl: string): Promise<string[]> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  runMigrations(AppConfig.fromEnv().databaseUrl)
    .then((applied) => console.info(applied.length > 0 ? `migrations applied: ${applied.join(', ')}` : 'database schema is up to date'))
    .catch((error: unknown) => {
      console.error('migrations failed:', error);
      process.exit(1);
    });
}
