import type { INestApplication } from '@nestjs/common';
import { CATEGORY_PALETTE, staleVersionMessage, type CalendarCategoryItem, type Role } from '@greenroom/contracts';
import request from 'supertest';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

describe('calendar categories in the office’s order (PUT /api/calendar-categories/order, Admins only)', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<Role, string>;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    tokens = await seededTokens(app, ['Member', 'Leader', 'Board', 'Admin']);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const as = (role: Role) => ({ Authorization: `Bearer ${tokens[role]}` });
  const list = async () => (await http().get('/api/calendar-categories').set(as('Member')).expect(200)).body.categories as CalendarCategoryItem[];
  const names = (categories: CalendarCategoryItem[]) => categories.map((category) => category.name);
  const orderOf = (categories: CalendarCategoryItem[]) => ({ categories: categories.map(({ id, version }) => ({ id, version })) });
  const saveOrder = (body: object, role: Role = 'Admin') => http().put('/api/calendar-categories/order').set(as(role)).send(body);
  /** The list with the category at `from` moved to `to`. */
  const moved = (categories: CalendarCategoryItem[], from: number, to: number) => {
    const next = [...categories];
    next.splice(to, 0, ...next.splice(from, 1));
    return next;
  };

  it('saves a new order that every list of categories then follows, and a new category goes last', async () => {
    const before = await list();
    const wanted = moved(before, before.length - 1, 0);
    const answer = await saveOrder(orderOf(wanted)).expect(200);
    expect(names(answer.body.categories)).toEqual(names(wanted));
    expect(names(await list())).toEqual(names(wanted));

    await http().post('/api/calendar-categories').set(as('Admin')).send({ name: 'Box office', fillColor: CATEGORY_PALETTE[0].fillColor }).expect(201);
    expect(names(await list())).toEqual([...names(wanted), 'Box office']);
  });

  it('refuses Members, Leaders and Board members (403) and visitors (401), and changes nothing', async () => {
    const before = await list();
    const reversed = orderOf([...before].reverse());
    for (const role of ['Member', 'Leader', 'Board'] as const) await saveOrder(reversed, role).expect(403);
    await http().put('/api/calendar-categories/order').send(reversed).expect(401);
    expect(await list()).toEqual(before);
  });

  it('answers 400 in plain words for a list that is not every category once, and changes nothing', async () => {
    const before = await list();
    const entries = orderOf(before).categories;
    const cases: [object, string][] = [
      [{ categories: [...entries, entries[0]] }, 'Each category may appear only once in the new order.'],
      [{ categories: [] }, 'Please send the categories in their new order.'],
      [{ categories: entries.map(({ id }) => ({ id })) }, 'version is required: reload the record, then save again.'],
    ];
    for (const [body, message] of cases) {
      const answer = await saveOrder(body).expect(400);
      expect(answer.body).toEqual({ statusCode: 400, message: expect.stringContaining(message) });
    }
    expect(await list()).toEqual(before);
  });

  it('answers 409 to an order built before a category was added or deleted, and changes nothing', async () => {
    const before = await list();
    const entries = orderOf(before).categories;
    const missesOne = { categories: entries.slice(1) };
    const namesADeletedOne = { categories: [...entries, { id: '00000000-0000-4000-8000-000000000000', version: 1 }] };
    for (const body of [missesOne, namesADeletedOne]) {
      const answer = await saveOrder(body).expect(409);
      expect(answer.body).toEqual({ statusCode: 409, message: staleVersionMessage('list of categories', []) });
    }
    expect(await list()).toEqual(before);
  });

  it('of two orders saved at once from the same list, keeps the first whole and refuses the second with 409', async () => {
    const loaded = await list();
    const orders = [moved(loaded, 1, 0), moved(loaded, loaded.length - 1, 2)];
    const answers = await Promise.all(orders.map((order) => saveOrder(orderOf(order))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect(answers[1 - winner].body).toEqual({ statusCode: 409, message: staleVersionMessage('list of categories', []) });
    expect(names(await list())).toEqual(names(orders[winner]));
  });

  it('refuses an order built before a category was renamed (409), so the rename is not undone unseen', async () => {
    const loaded = await list();
    const [first] = loaded;
    await http().patch(`/api/calendar-categories/${first.id}`).set(as('Admin')).send({ name: 'Rehearsals', version: first.version }).expect(200);
    await saveOrder(orderOf([...loaded].reverse())).expect(409);
    expect(names(await list())).toEqual(['Rehearsals', ...names(loaded).slice(1)]);
  });
});
