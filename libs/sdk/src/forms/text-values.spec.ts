import { textValues } from './text-values';

describe('textValues', () => {
  it('turns the named fields empty in the record into empty inputs and keeps the others', () => {
    const record = { Title: 'Our Town', Location: null as string | null, Address: undefined as string | undefined, Seats: 40 };
    expect(textValues(record, ['Location', 'Address', 'Seats'])).toEqual({ Location: '', Address: '', Seats: 40 });
  });
});
