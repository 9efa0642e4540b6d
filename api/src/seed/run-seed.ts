import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { seedDatabase } from './seed';

/** `node dist/seed/run-seed.js`: demo data for DATABASE_URL (run the migrations first). */
async function run(): Promise<void> {
  const dataSource = new DataSource(dataSourceOptions(AppConfig.fromEnv().databaseUrl));
  await dataSource.initialize();
  try {
    const { inserted } = await seedDatabase(dataSource);
    console.info(inserted === 0 ? 'seed: nothing to add, the demo data is already there' : `seed: ${inserted} rows added`);
  } finally {
    await dataSource.destroy();
  }
}

run().catch((error: unknown) => {
  console.error('seed failed:', error);
  process.exit(1);
});
