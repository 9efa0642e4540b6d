import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';

const POLL_MS = 5_000;

/**
 * True once the database holds every migration this build carries (newer ones it does not know are fine: that is
 * a rollback). A database that cannot be reached yet counts as "not yet".
 */
export async function migrationsApplied(databaseUrl: string): Promise<boolean> {
  const dataSource = new DataSource(dataSourceOptions(databaseUrl));
  try {
    await dataSource.initialize();
    return !(await dataSource.showMigrations());
  } catch {
    return false;
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

/**
 * The API pods' init container on Kubernetes: waits, without changing anything, until the release's migration Job
 * has brought the schema up to this build, so new API pods never serve an older schema. Many pods may wait at once;
 * only the Job migrates.
 */
async function waitForMigrations(databaseUrl: string): Promise<void> {
  for (;;) {
    if (await migrationsApplied(databaseUrl)) return;
    console.info(`waiting for the migrations of this release (the migrate Job); checking again in ${POLL_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

if (require.main === module) {
  waitForMigrations(AppConfig.fromEnv().databaseUrl)
    .then(() => console.info('database schema is up to date'))
    .catch((error: unknown) => {
      console.error('waiting for migrations failed:', error);
      process.exit(1);
    });
}
