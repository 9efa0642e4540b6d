import { ensureDatabase } from '../src/database/ensure-database';
import { runMigrations } from '../src/database/run-migrations';
import { migrationsApplied } from '../src/database/wait-for-migrations';
import { TestEnvironment } from './support/test-env';

/** What the API pods' init container waits for on Kubernetes: the migrate Job of their release has run. */
describe('wait-for-migrations: the schema is at this build', () => {
  const env = new TestEnvironment();
  afterAll(() => env.dispose());

  it('is false for an empty database and an unreachable one, true once the migrations ran', async () => {
    await ensureDatabase(env.databaseUrl);
    expect(await migrationsApplied(env.databaseUrl)).toBe(false);
    expect(await migrationsApplied('postgres://postgres@127.0.0.1:1/nothing')).toBe(false);
    expect((await runMigrations(env.databaseUrl)).length).toBeGreaterThan(0);
    expect(await migrationsApplied(env.databaseUrl)).toBe(true);
  });
});
