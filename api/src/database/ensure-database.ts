import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';

/** Creates DATABASE_URL's database when it does not exist yet (start scripts, fresh machines). */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!name) throw new Error('DATABASE_URL names no database');
  url.pathname = '/postgres';
  const server = new DataSource({ type: 'postgres', url: url.toString() });
  await server.initialize();
  try {
    const found: unknown[] = await server.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.length > 0) return false;
    await server.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
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
