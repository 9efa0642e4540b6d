import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { DatabaseRepository } from './database.repository';
import { Transactions } from './transactions';

/** Creates DATABASE_URL's database when it does not exist yet (start scripts, fresh machines). */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  url.pathname = '/postgres';
  const server = new DataSource({ type: 'postgres', url: url.toString() });
  await server.initialize();
  try {
    const databases = new DatabaseRepository(new Transactions(server));
    if (await databases.databaseExists(name)) return false;
    await databases.createDatabase(name);
    return true;
  } finally {
    await server.destroy();
  }
}

if (require.main === module) {
  const { databaseUrl } = AppConfig.fromEnv();
  ensureDatabase(databaseUrl)
    .then((created) => console.info(created ? 'database created' : 'database already exists'))
    .catch((error: unknown) => {
      console.error('could not ensure the database:', error);
      process.exit(1);
    });
}
