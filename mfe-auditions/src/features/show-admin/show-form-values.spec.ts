import type { Show } from '@greenroom/contracts';
import { setTheaterTimeZone } from '@greenroom/sdk';
import { formValuesOf, showWriteOf } from './show-form-values';

describe('the show form’s values', () => {
  beforeEach(() => setTheaterTimeZone('America/New_York'));

  const show: Show = {
    id: 's1',
    name: 'Annie',
    description: '',
    auditionLocation: 'Savannah',
    characters: [{ name: 'Sandy', gender: '', ageRange: '', descriptors: 'a dog' }],
    // 2027-03-02 18:00Z is 1:00 PM in New York (EST).
    auditionDates: [{ id: 'd1', StartDateTime: Date.UTC(2027, 2, 2, 18) / 1000, EndDateTime: Date.UTC(2027, 2, 2, 21) / 1000 }],
    retired: false,
    version: 1,
  };

  it('shows audition instants as the theater’s day and wall-clock times, and asks a gender where none was stored', () => {
    const values = formValuesOf(show);
    expect(values.auditionDates).toEqual([{ id: 'd1', day: '2027-03-02', start: '13:00', end: '16:00' }]);
    expect(values.characters[0].gender).toBe('Any');
  });

  it('sends the theater’s times as instants, keeping an existing date’s id and none for a new one', () => {
    const body = showWriteOf({
      name: 'Annie',
      description: '',
      auditionLocation: '',
      characters: [],
      auditionDates: [
        { id: 'd1', day: '2027-03-02', start: '13:00', end: '16:00' },
        { id: '', day: '2027-07-01', start: '18:30', end: '21:00' },
      ],
    });
    expect(body.auditionDates).toEqual([
      { id: 'd1', StartDateTime: '2027-03-02T18:00:00.000Z', EndDateTime: '2027-03-02T21:00:00.000Z' },
      { StartDateTime: '2027-07-01T22:30:00.000Z', EndDateTime: '2027-07-02T01:00:00.000Z' },
    ]);
  });
});
