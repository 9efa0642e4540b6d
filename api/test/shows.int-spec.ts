import type { Role, Show, ShowWriteInput } from '@greenroom/contracts';
import { auditionSubmission } from './support/applications';
import { SEEDED } from './support/members';
import { httpAppWithMail } from './support/http-app';

const DAY = 86_400;

describe('shows: characters as rows, audition dates as calendar events, retirement', () => {
  const { env, http, as } = httpAppWithMail(['Member', 'Leader', 'Board', 'Admin']);
  const now = Math.floor(Date.now() / 1000);

  const annie = (overrides: Partial<ShowWriteInput> = {}): ShowWriteInput => ({
    name: 'Annie',
    description: 'The sun will come out.',
    auditionLocation: 'Savannah Recreation Center',
    characters: [
      { name: 'Annie', gender: 'Female', ageRange: '10-14', descriptors: 'plucky orphan' },
      { name: 'Oliver Warbucks', gender: 'Male', ageRange: '50s-60s', descriptors: 'gruff-but-kind billionaire' },
      { name: 'Sandy', gender: 'Any', ageRange: '', descriptors: 'a dog, played by a person' },
    ],
    auditionDates: [
      { StartDateTime: now + 10 * DAY, EndDateTime: now + 10 * DAY + 3 * 3600 },
      { StartDateTime: now + 12 * DAY, EndDateTime: now + 12 * DAY + 3 * 3600 },
    ],
    ...overrides,
  });

  async function create(body: ShowWriteInput = annie()): Promise<Show> {
    const { body: answer } = await http().post('/api/shows').set(as('Admin')).send(body).expect(201);
    return answer.show as Show;
  }

  it('lets only Board members and Admins create, edit or retire a show, and no visitor read the list', async () => {
    await http().get('/api/shows').expect(401);
    for (const role of ['Member', 'Leader'] as Role[]) {
      await http()
        .post('/api/shows')
        .set(as(role))
        .send(annie({ name: `Refused ${role}` }))
        .expect(403);
      await http().put(`/api/shows/${SEEDED.Member.id}`).set(as(role)).send(annie()).expect(403);
      await http().post(`/api/shows/${SEEDED.Member.id}/retire`).set(as(role)).expect(403);
    }
    const { body } = await http()
      .post('/api/shows')
      .set(as('Board'))
      .send(annie({ name: 'Board Show' }))
      .expect(201);
    expect(body.show.name).toBe('Board Show');
    await http().get('/api/shows').set(as('Member')).expect(200);
  });

  it('stores the characters as rows and answers the spec’s CharacterNameDescription built from them', async () => {
    const show = await create();
    expect(show.characters.map((character) => character.name)).toEqual(['Annie', 'Oliver Warbucks', 'Sandy']);
    const rows = await env.dataSource.query<{ name: string }[]>('SELECT name FROM show_characters WHERE show_id = $1 ORDER BY position', [show.id]);
    expect(rows.map((row) => row.name)).toEqual(['Annie', 'Oliver Warbucks', 'Sandy']);

    const filter = encodeURIComponent(JSON.stringify({ Title: ['Annie'] }));
    const { body } = await http().get(`/api/show-information?filter=${filter}`).set(as('Member')).expect(200);
    expect(body.records[0].fields.CharacterNameDescription).toBe(
      'Annie-Female-10-14-plucky orphan|Oliver Warbucks-Male-50s-60s-gruff-but-kind billionaire|Sandy-Any-a dog, played by a person',
    );
  });

  it('makes the audition dates calendar events of the show’s category, with a readable category colour', async () => {
    const filter = encodeURIComponent(JSON.stringify({ Title: ['Audition'], Category: ['Annie'] }));
    const { body } = await http().get(`/api/calendar-data?filter=${filter}`).set(as('Member')).expect(200);
    expect(body.records.map((record: { fields: { StartDateTime: number } }) => record.fields.StartDateTime)).toEqual([
      now + 10 * DAY,
      now + 12 * DAY,
    ]);
    const categories = await http().get('/api/calendar-categories').set(as('Member')).expect(200);
    expect(categories.body.categories).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Annie', retired: false })]));
  });

  it('takes a pre-registration choosing one of the new characters', async () => {
    const { body } = await http().get('/api/shows').set(as('Member')).expect(200);
    const show = (body.shows as Show[]).find((found) => found.name === 'Annie')!;
    const date = show.auditionDates[0];
    const submission = auditionSubmission(SEEDED.Member, {
      showBio: 'Sang in the choir',
      auditionId: 'group-Annie',
      showName: 'Annie',
      selectedDates: [{ id: date.id, date: '', startTime: '', endTime: '', unixStart: date.StartDateTime, unixEnd: date.EndDateTime }],
      selectedCharacters: ['Oliver Warbucks'],
      acceptOtherRole: 'Yes',
      submissionTimestamp: now,
    });
    await http().post('/api/audition-applications').set(as('Member')).send(submission).expect(200);
    const refused = await http()
      .post('/api/audition-applications')
      .set(as('Member'))
      .send({ ...submission, selectedCharacters: ['Daddy Warbucks'] })
      .expect(400);
    expect(refused.body.message).toBe('Unknown character for Annie: Daddy Warbucks');
  });

  it('edits a show: keeps a date’s id, drops a removed date, and a rename carries the pre-registrations along', async () => {
    const { body } = await http().get('/api/shows').set(as('Admin')).expect(200);
    const show = (body.shows as Show[]).find((found) => found.name === 'Annie')!;
    const [kept] = show.auditionDates;
    const { body: edited } = await http()
      .put(`/api/shows/${show.id}`)
      .set(as('Board'))
      .send({
        ...annie({
          name: 'Annie Jr.',
          characters: [{ name: 'Annie', gender: 'Female', ageRange: '10-14', descriptors: '' }],
          auditionDates: [{ id: kept.id, StartDateTime: kept.StartDateTime + 3600, EndDateTime: (kept.EndDateTime ?? 0) + 3600 }],
        }),
        version: show.version,
      })
      .expect(200);
    expect(edited.show.name).toBe('Annie Jr.');
    expect(edited.show.auditionDates).toEqual([
      { id: kept.id, StartDateTime: kept.StartDateTime + 3600, EndDateTime: (kept.EndDateTime ?? 0) + 3600 },
    ]);
    expect(edited.show.characters).toEqual([{ name: 'Annie', gender: 'Female', ageRange: '10-14', descriptors: '' }]);
    const applications = await http().get('/api/auditions/applications').set(as('Admin')).expect(200);
    expect(applications.body.shows.map((group: { showName: string }) => group.showName)).toContain('Annie Jr.');
    expect(applications.body.shows.map((group: { showName: string }) => group.showName)).not.toContain('Annie');
  });

  it('retires a show: refused for new pre-registrations, its pre-registrations kept', async () => {
    const { body } = await http().get('/api/shows').set(as('Admin')).expect(200);
    const show = (body.shows as Show[]).find((found) => found.name === 'Annie Jr.')!;
    const { body: retired } = await http().post(`/api/shows/${show.id}/retire`).set(as('Admin')).expect(200);
    expect(retired.show.retired).toBe(true);
    const refused = await http()
      .post('/api/audition-applications')
      .set(as('Leader'))
      .send(auditionSubmission(SEEDED.Leader, { showBio: 'bio', auditionId: 'group-Annie Jr.', showName: 'Annie Jr.', submissionTimestamp: now }))
      .expect(400);
    expect(refused.body).toEqual({ statusCode: 400, message: 'This show is retired: it takes no new pre-registrations.' });
    const applications = await http().get('/api/auditions/applications').set(as('Admin')).expect(200);
    const group = applications.body.shows.find((found: { showName: string }) => found.showName === 'Annie Jr.');
    expect(group.applications).toHaveLength(1);
  });

  it('answers 4xx with the field’s message for a bad show, and changes nothing', async () => {
    const before = await env.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM shows');
    const cases: [Partial<ShowWriteInput>, number, string][] = [
      [{ name: '' }, 400, 'Please enter the show name.'],
      [{ characters: [{ name: 'A|B', gender: 'Male', ageRange: '', descriptors: '' }] }, 400, 'Character name cannot contain "|".'],
      [
        { characters: [{ name: 'Kid', gender: 'Male', ageRange: 'young', descriptors: '' }] },
        400,
        'Age range: write ages such as 30s, 60+ or 30s-50s.',
      ],
      [
        {
          characters: [
            { name: 'Twin', gender: 'Male', ageRange: '', descriptors: '' },
            { name: 'twin', gender: 'Male', ageRange: '', descriptors: '' },
          ],
        },
        400,
        'Two characters are named twin.',
      ],
      [{ auditionDates: [{ StartDateTime: now + DAY, EndDateTime: now }] }, 400, 'An audition must end after it starts.'],
      [{ name: 'annie jr.' }, 409, 'A show with this name already exists.'],
      [{ name: 'Rehearsal' }, 409, 'A calendar category already has that name: please choose another name for the show.'],
    ];
    for (const [overrides, status, message] of cases) {
      const { body } = await http().post('/api/shows').set(as('Admin')).send(annie(overrides)).expect(status);
      expect(body).toEqual({ statusCode: status, message: expect.stringContaining(message) });
    }
    await http()
      .put('/api/shows/not-a-uuid')
      .set(as('Admin'))
      .send({ ...annie(), version: 1 })
      .expect(404);
    const after = await env.dataSource.query<{ count: number }[]>('SELECT count(*)::int AS count FROM shows');
    expect(after).toEqual(before);
  });
});
