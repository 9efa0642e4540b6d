import { seedId } from './seed-id';

describe('seedId', () => {
  it('is a valid UUID, the same for the same row and different for another', () => {
    const id = seedId('team', 'Costumes');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seedId('team', 'Costumes')).toBe(id);
    expect(seedId('team', 'Props')).not.toBe(id);
    expect(seedId('member', 'Costumes')).not.toBe(id);
  });
});
