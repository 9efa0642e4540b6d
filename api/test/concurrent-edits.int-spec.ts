import { staleVersionMessage } from '@greenroom/contracts';
import { httpAppWithMail } from './support/http-app';
import { SEEDED } from './support/members';

type Answer = { status: number; body: Record<string, unknown> };

/** Which of two saves fired at once was stored: one 200, one 409. */
function winnerAndLoser(answers: Answer[]): { winner: number; loser: number } {
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  const winner = answers.findIndex((answer) => answer.status === 200);
  return { winner, loser: 1 - winner };
}

describe('two admins saving one record: the second save built from the same read is refused in words', () => {
  const { env, http, as } = httpAppWithMail(['Admin']);
  const asAdmin = () => as('Admin');

  describe('member (POST /api/members/update)', () => {
    const loadMember = async () => {
      const detail = await http().get('/api/members/detail').query({ email: SEEDED.Member.email }).set(asAdmin()).expect(200);
      const { isAdmin: _isAdmin, ...record } = detail.body.member;
      return record;
    };

    it('stores one of two saves from one read whole, and answers the other 409 naming what differs', async () => {
      const loaded = await loadMember();
      const saves = [
        { ...loaded, City: 'Ocala' },
        { ...loaded, Mobile: '(352) 555-0142' },
      ];
      const answers = await Promise.all(saves.map((save) => http().post('/api/members/update').set(asAdmin()).send(save)));
      const { winner, loser } = winnerAndLoser(answers);
      // What is stored now differs from the refused save in the winner's field and the loser's own (the table's order).
      expect(answers[loser].body).toEqual({ statusCode: 409, message: staleVersionMessage('member', ['Mobile', 'City']) });
      expect(answers[loser].body.message).toBe(
        'Someone else changed this member while you were editing (Mobile, City). Reload to see their changes, then make yours again.',
      );
      const stored = await loadMember();
      expect(stored).toEqual({ ...saves[winner], version: loaded.version + 1 });
      expect(answers[winner].body).toEqual({ member: { ...stored, isAdmin: false } });

      // Reloaded, the loser's change goes through.
      const again = await http()
        .post('/api/members/update')
        .set(asAdmin())
        .send({ ...stored, ...(winner === 0 ? { Mobile: '(352) 555-0142' } : { City: 'Ocala' }) })
        .expect(200);
      expect(again.body.member).toMatchObject({ City: 'Ocala', Mobile: '(352) 555-0142', version: loaded.version + 2 });
    });

    it('counts a change through any other route: a save from before it is refused', async () => {
      const loaded = await loadMember();
      // Another writer (here straight SQL, as a dues payment or the member's own change would) raises the version.
      await env.dataSource.query(`UPDATE members SET villages_id = 'V-77' WHERE id = $1`, [SEEDED.Member.id]);
      const stale = await http()
        .post('/api/members/update')
        .set(asAdmin())
        .send({ ...loaded, Level: 'Advanced' })
        .expect(409);
      expect(stale.body.message).toBe(staleVersionMessage('member', ['Villages ID', 'Level']));
      expect((await loadMember()).Level).toBe(loaded.Level);
    });

    it('needs the version (400 in words)', async () => {
      const { version: _version, ...loaded } = await loadMember();
      const missing = await http().post('/api/members/update').set(asAdmin()).send(loaded).expect(400);
      expect(missing.body).toEqual({ statusCode: 400, message: 'version is required: reload the record, then save again.' });
    });
  });
});
