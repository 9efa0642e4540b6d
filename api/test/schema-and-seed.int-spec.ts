import { MenuIconNames1795420000000 } from '../src/migrations/1795420000000-MenuIconNames';
import { MenuGroupsAndAdminPages1795700050000 } from '../src/migrations/1795700050000-MenuGroupsAndAdminPages';
import { CalendarCategoryPositions1795710000000 } from '../src/migrations/1795710000000-CalendarCategoryPositions';
import { seedDatabase } from '../src/seed/seed';
import { TestEnvironment } from './support/test-env';

const TABLES = [
  'members',
  'teams',
  'member_teams',
  'navigation_items',
  'feature_windows',
  'calendar_categories',
  'calendar_events',
  'play_reading_events',
  'shows',
  'subscription_lists',
  'member_subscriptions',
];

describe('migrations and seed', () => {
  const env = new TestEnvironment();
  beforeAll(() => env.setUp());
  afterAll(() => env.dispose());

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        TABLES.map(async (table) => [table, Number((await env.dataSource.query<{ count: string }[]>(`SELECT count(*) FROM ${table}`))[0].count)]),
      ),
    );

  it('leaves nothing for TypeORM to change: the entities match the migrations', async () => {
    const pending = await env.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    expect(await env.dataSource.showMigrations()).toBe(false);
  });

  it("turns the seeded emoji menu icons of an existing database into icon-set names, keeping an admin's own icon", async () => {
    const iconOf = async (navigationId: string) =>
      (await env.dataSource.query<{ icon: string | null }[]>('SELECT icon FROM navigation_items WHERE navigation_id = $1', [navigationId]))[0].icon;
    expect(await iconOf('event-calendar')).toBe('calendar');

    // A database seeded before the change: the emoji markup the old seed wrote, and one icon an admin chose.
    await env.dataSource.query(
      `UPDATE navigation_items SET icon = '<span class="nav-icon" aria-hidden="true">📅</span>' WHERE navigation_id = 'event-calendar'`,
    );
    await env.dataSource.query(`UPDATE navigation_items SET icon = '<svg viewBox="0 0 1 1"></svg>' WHERE navigation_id = 'dashboard'`);
    const runner = env.dataSource.createQueryRunner();
    try {
      await new MenuIconNames1795420000000().up(runner);
    } finally {
      await runner.release();
    }

    expect(await iconOf('event-calendar')).toBe('calendar');
    expect(await iconOf('dashboard')).toBe('<svg viewBox="0 0 1 1"></svg>');
    const emoji = await env.dataSource.query<{ navigation_id: string }[]>(`SELECT navigation_id FROM navigation_items WHERE icon LIKE '%nav-icon%'`);
    expect(emoji).toEqual([]);
    await env.dataSource.query(`UPDATE navigation_items SET icon = 'home' WHERE navigation_id = 'dashboard'`);
  });

  it("orders an existing database's categories as they were listed before (most used first, then by name); a new one goes last", async () => {
    const runner = env.dataSource.createQueryRunner();
    try {
      const migration = new CalendarCategoryPositions1795710000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const ordered = async () =>
      (await env.dataSource.query<{ name: string }[]>('SELECT name FROM calendar_categories ORDER BY position')).map((row) => row.name);
    const byUse = await env.dataSource.query<{ name: string }[]>(
      `SELECT c.name FROM calendar_categories c ORDER BY (SELECT count(*) FROM calendar_events e WHERE e.category = c.name) DESC, c.name`,
    );
    const before = await ordered();
    expect(before).toEqual(byUse.map((row) => row.name));
    expect(before[0]).toBe('Rehearsal');

    await env.dataSource.query(`INSERT INTO calendar_categories (name, fill_color, text_color) VALUES ('Box office', '#1565c0', '#ffffff')`);
    expect(await ordered()).toEqual([...before, 'Box office']);
    await env.dataSource.query(`DELETE FROM calendar_categories WHERE name = 'Box office'`);
  });

  it("lists Releases apart and adds the contact-problems and Dues entries under Edit Member in an existing database's menu", async () => {
    const entry = async (navigationId: string) =>
      (
        await env.dataSource.query<{ type: string; parent: string | null; permission: string; url: string; after_log: boolean }[]>(
          `SELECT item.type, parent.navigation_id AS parent, item.permission, item.url,
                  item.sort_order > (SELECT sort_order FROM navigation_items WHERE navigation_id = 'member-log') AS after_log
           FROM navigation_items item LEFT JOIN navigation_items parent ON parent.id = item.parent_id WHERE item.navigation_id = $1`,
          [navigationId],
        )
      )[0];
    const seeded = { releases: await entry('releases'), problems: await entry('contact-problems'), dues: await entry('dues-list') };
    expect(seeded.releases.type).toBe('developer');
    expect(seeded.problems).toMatchObject({ type: 'admin', parent: 'edit-member', permission: 'Admin', url: '/contact-problems', after_log: true });
    expect(seeded.dues).toMatchObject({ type: 'admin', parent: 'edit-member', permission: 'Admin', url: '/dues-list', after_log: true });

    // A menu seeded before the change.
    await env.dataSource.query(`DELETE FROM navigation_items WHERE navigation_id IN ('contact-problems', 'dues-list')`);
    await env.dataSource.query(`UPDATE navigation_items SET type = 'admin' WHERE navigation_id = 'releases'`);
    const runner = env.dataSource.createQueryRunner();
    try {
      await new MenuGroupsAndAdminPages1795700050000().up(runner);
      // Run twice, it adds nothing more.
      await new MenuGroupsAndAdminPages1795700050000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await entry('releases')).toEqual(seeded.releases);
    expect(await entry('contact-problems')).toEqual(seeded.problems);
    expect(await entry('dues-list')).toEqual(seeded.dues);
  });

  it('seeds the spec membership groups and the demo accounts', async () => {
    const groups = await env.dataSource.query<{ membership_status: string; count: string }[]>(
      'SELECT membership_status, count(*) FROM members GROUP BY 1',
    );
    expect(Object.fromEntries(groups.map((group) => [group.membership_status, Number(group.count)]))).toEqual({
      Active: 139,
      LTM: 42,
      Expired: 35,
      Pending: 8,
      Cancelled: 3,
    });
    const family = await env.dataSource.query("SELECT first_name FROM members WHERE email = 'family@greenroom.test'");
    expect(family).toHaveLength(2);
    const routes = await env.dataSource.query<{ url: string; permission: string | null }[]>('SELECT url, permission FROM navigation_items');
    const permission = (url: string) => routes.find((route) => route.url === url)?.permission;
    expect(permission('/dashboard')).toBe('Member, Leader, Board, Admin');
    expect(permission('/new-event')).toBe('Leader, Board, Admin');
    expect(permission('/member-log')).toBe('Admin');
    expect(permission('/edit-teams')).toBe('Leader, Board, Admin');
    const upcomingReadings = await env.dataSource.query(
      'SELECT 1 FROM play_reading_events WHERE start_date BETWEEN current_date AND current_date + 45',
    );
    expect(upcomingReadings.length).toBeGreaterThan(0);
    const auditions = await env.dataSource.query("SELECT category FROM calendar_events WHERE title = 'Audition' AND start_at > now()");
    expect(auditions.length).toBeGreaterThan(0);
  });

  it('changes nothing when run a second time', async () => {
    const before = await counts();
    expect(await seedDatabase(env.dataSource)).toEqual({ inserted: 0 });
    expect(await counts()).toEqual(before);
  });
});
