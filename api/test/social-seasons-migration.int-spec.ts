import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { ensureDatabase } from '../src/database/ensure-database';
import { TestEnvironment } from './support/test-env';

const SEASONS_MIGRATION = 'SocialSeasons1795700000000';

describe('migration SocialSeasons: today’s socials and answers become the first season', () => {
  const env = new TestEnvironment();
  let dataSource: DataSource;

  beforeAll(async () => {
    await ensureDatabase(env.databaseUrl);
    dataSource = new DataSource(dataSourceOptions(env.databaseUrl));
    env.dataSource = dataSource;
    await dataSource.initialize();
    await dataSource.runMigrations();
    // Back to the schema before seasons (later migrations first), as an installation upgrading today would have it.
    const applied = async () => (await dataSource.query<{ name: string }[]>(`SELECT name FROM migrations`)).map((row) => row.name);
    while ((await applied()).includes(SEASONS_MIGRATION)) await dataSource.undoLastMigration();
  });
  afterAll(() => env.dispose());

  it('keeps every row, id and answer, dates each social’s season by its year and takes its stored window', async () => {
    const [party] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO rsvp_events (key, title, event_date, time_text, location, rsvp_by, details)
       VALUES ('holiday-party', 'Holiday Party', '2025-12-05', '2 PM', 'Hall', '2025-11-15', 'Music') RETURNING id`,
    );
    const [social] = await dataSource.query<{ id: string }[]>(
      `INSERT INTO rsvp_events (key, title, event_date, time_text, location, rsvp_by, details)
       VALUES ('may-social', 'May Social', '2026-05-15', '2 PM', 'Hall', '2026-05-02', '') RETURNING id`,
    );
    await dataSource.query(`DELETE FROM feature_windows WHERE route IN ('/holiday-party', '/may-social')`);
    await dataSource.query(`INSERT INTO feature_windows (route, starts_on, ends_on) VALUES ('/holiday-party', '2025-10-01', '2025-12-01')`);
    const members = await dataSource.query<{ id: string }[]>(
      `INSERT INTO members (email, first_name, last_name, membership_status)
       VALUES ('ann@season.test', 'Ann', 'Season', 'Active'), ('bob@season.test', 'Bob', 'Season', 'Active') RETURNING id`,
    );
    await dataSource.query(`INSERT INTO event_rsvps (member_id, event_id, attending) VALUES ($1, $3, true), ($2, $3, false), ($1, $4, true)`, [
      members[0].id,
      members[1].id,
      party.id,
      social.id,
    ]);
    const answersBefore = await dataSource.query(`SELECT id, member_id, event_id, attending, changed_at FROM event_rsvps ORDER BY id`);

    await dataSource.runMigrations();

    const events = await dataSource.query(`SELECT id, key, season, starts_on::text, ends_on::text, rsvp_by::text FROM rsvp_events ORDER BY key`);
    expect(events).toEqual([
      { id: party.id, key: 'holiday-party', season: 2025, starts_on: '2025-10-01', ends_on: '2025-12-01', rsvp_by: '2025-11-15' },
      // No stored window: the spec's dates, which the guard and the API used until now.
      { id: social.id, key: 'may-social', season: 2026, starts_on: '2025-04-20', ends_on: '2025-05-09', rsvp_by: '2026-05-02' },
    ]);
    expect(await dataSource.query(`SELECT id, member_id, event_id, attending, changed_at FROM event_rsvps ORDER BY id`)).toEqual(answersBefore);
    expect(await dataSource.query(`SELECT route, starts_on::text, ends_on::text FROM feature_windows WHERE route = '/may-social'`)).toEqual([
      { route: '/may-social', starts_on: '2025-04-20', ends_on: '2025-05-09' },
    ]);
  });
});
