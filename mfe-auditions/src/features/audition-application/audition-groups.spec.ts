import type { AuditionRecordFields, RecordOf } from '@greenroom/contracts';
import { findAudition, groupAuditions } from './audition-groups';

const record = (id: string, Category: string, StartDateTime: number, extra: Partial<AuditionRecordFields> = {}): RecordOf<AuditionRecordFields> => ({
  id,
  fields: {
    Title: 'Audition',
    Category,
    Details: `${Category} details ${id}`,
    Location: `Hall ${id}`,
    StartDateTime,
    EndDateTime: StartDateTime + 3600,
    ...extra,
  },
});

describe('groupAuditions', () => {
  const groups = groupAuditions([record('b2', 'Our Town', 3000), record('a1', 'Harvey', 2000), record('b1', 'Our Town', 1000), record('x', '', 500)]);

  it('makes one group per show, id group-<Category>, sorted by show, unnamed ones as Show Audition', () => {
    expect(groups.map((group) => [group.id, group.Category])).toEqual([
      ['group-Harvey', 'Harvey'],
      ['group-Our Town', 'Our Town'],
      ['group-Show Audition', 'Show Audition'],
    ]);
  });

  it('takes details and location from the first record and sorts the dates ascending', () => {
    const ourTown = groups[1];
    expect([ourTown.Details, ourTown.Location]).toEqual(['Our Town details b2', 'Hall b2']);
    expect(ourTown.dates).toEqual([
      { id: 'b1', StartDateTime: 1000, EndDateTime: 4600 },
      { id: 'b2', StartDateTime: 3000, EndDateTime: 6600 },
    ]);
  });

  it('finds an audition by its group id or by one of its dates', () => {
    expect(findAudition(groups, 'group-Harvey')?.Category).toBe('Harvey');
    expect(findAudition(groups, 'b2')?.Category).toBe('Our Town');
    expect(findAudition(groups, 'group-Cats')).toBeUndefined();
  });
});
