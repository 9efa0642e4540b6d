import type { INestApplication } from '@nestjs/common';
import { CATEGORY_PALETTE, type CalendarCategoryItem, type Role } from '@greenroom/contracts';
import request from 'supertest';
import { seededTokens } from './support/sessions';
import { TestEnvironment } from './support/test-env';

describe('calendar categories: add, rename, recolour, retire (Admins only)', () => {
  const env = new TestEnvironment();
  let app: INestApplication;
  let tokens: Record<Role, string>;
  const [blue, teal] = CATEGORY_PALETTE;

  beforeAll(async () => {
    await env.setUp();
    app = await env.startApp();
    tokens = await seededTokens(app, ['Member', 'Leader', 'Board', 'Admin']);
  });
  afterAll(() => env.dispose());

  const http = () => request(app.getHttpServer());
  const as = (role: Role) => ({ Authorization: `Bearer ${tokens[role]}` });
  const list = async () => (await http().get('/api/calendar-categories').set(as('Member')).expect(200)).body.categories as CalendarCategoryItem[];
  const eventIn = (category: string) =>
    http()
      .post('/api/calendar-data')
      .set(as('Leader'))
      .send({ Title: 'Fitting', Category: category, StartDateTime: '2027-03-02T14:00:00Z', EndDateTime: '2027-03-02T15:00:00Z' });

  it('refuses visitors, Members, Leaders and Board members every change', async () => {
    const [first] = await list();
    await http().post('/api/calendar-categories').send({ name: 'Costumes', fillColor: blue.fillColor }).expect(401);
    for (const role of ['Member', 'Leader', 'Board'] as Role[]) {
      await http().post('/api/calendar-categories').set(as(role)).send({ name: 'Costumes', fillColor: blue.fillColor }).expect(403);
      await http().patch(`/api/calendar-categories/${first.id}`).set(as(role)).send({ name: 'X', fillColor: blue.fillColor }).expect(403);
      await http().post(`/api/calendar-categories/${first.id}/retire`).set(as(role)).expect(403);
    }
    expect((await list()).map((category) => category.name)).not.toContain('Costumes');
  });

  it('adds a category with the text colour that fits its fill', async () => {
    const { body } = await http()
      .post('/api/calendar-categories')
      .set(as('Admin'))
      .send({ name: 'Costumes', fillColor: blue.fillColor.toUpperCase() })
      .expect(201);
    expect(body.category).toEqual({
      id: expect.any(String),
      name: 'Costumes',
      fillColor: blue.fillColor,
      textColor: '#ffffff',
      retired: false,
      version: 1,
    });
    await eventIn('Costumes').expect(201);
  });

  it('renames and recolours a category, and its events move with it', async () => {
    const costumes = (await list()).find((category) => category.name === 'Costumes')!;
    const { body } = await http()
      .patch(`/api/calendar-categories/${costumes.id}`)
      .set(as('Admin'))
      .send({ name: 'Wardrobe', fillColor: teal.fillColor, version: costumes.version })
      .expect(200);
    expect(body.category).toMatchObject({ name: 'Wardrobe', fillColor: teal.fillColor });
    const rows = await env.dataSource.query<{ category: string }[]>(`SELECT category FROM calendar_events WHERE title = 'Fitting'`);
    expect(rows).toEqual([{ category: 'Wardrobe' }]);
  });

  it('retires a category: its events keep it, no new event may take it, and it can come back', async () => {
    const wardrobe = (await list()).find((category) => category.name === 'Wardrobe')!;
    const { body } = await http().post(`/api/calendar-categories/${wardrobe.id}/retire`).set(as('Admin')).expect(200);
    expect(body.category.retired).toBe(true);
    expect((await list()).find((category) => category.name === 'Wardrobe')).toMatchObject({ retired: true, fillColor: teal.fillColor });
    const refused = await eventIn('Wardrobe').expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: 'The category Wardrobe is retired. Please choose a category from the list.' });
    const filter = encodeURIComponent(JSON.stringify({ Category: ['Wardrobe'] }));
    const { body: events } = await http().get(`/api/calendar-data?filter=${filter}`).set(as('Member')).expect(200);
    expect(events.records).toHaveLength(1);
    await http().post(`/api/calendar-categories/${wardrobe.id}/restore`).set(as('Admin')).expect(200);
    await eventIn('Wardrobe').expect(201);
  });

  it('answers 4xx for a colour off the palette, a taken name or an unknown id, and changes nothing', async () => {
    const before = await list();
    const cases: [object, number, string][] = [
      [{ name: 'Props', fillColor: '#123456' }, 400, 'Please choose one of the offered colours.'],
      [{ name: 'Props', fillColor: 'red' }, 400, 'Please choose one of the offered colours.'],
      [{ name: '', fillColor: blue.fillColor }, 400, 'Please enter the category name.'],
      [{ name: 'rehearsal', fillColor: blue.fillColor }, 409, 'A category with that name already exists.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await http().post('/api/calendar-categories').set(as('Admin')).send(body).expect(status);
      expect(answer.body).toEqual({ statusCode: status, message: expect.stringContaining(message) });
    }
    await http().patch('/api/calendar-categories/nope').set(as('Admin')).send({ name: 'X', fillColor: blue.fillColor, version: 1 }).expect(404);
    await http().post('/api/calendar-categories/00000000-0000-4000-8000-000000000000/retire').set(as('Admin')).expect(404);
    expect(await list()).toEqual(before);
  });
});
