import { SearchEstimates } from './search-estimates';

describe('SearchEstimates', () => {
  afterEach(() => jest.useRealTimers());

  it('gives back an estimate for ten minutes, then asks the planner again', () => {
    jest.useFakeTimers({ now: new Date('2026-11-28T20:00:00Z') });
    const estimates = new SearchEstimates();
    estimates.set('SELECT 1 FROM members m WHERE true', 43000);
    jest.setSystemTime(new Date('2026-11-28T20:09:59Z'));
    expect(estimates.get('SELECT 1 FROM members m WHERE true')).toBe(43000);
    jest.setSystemTime(new Date('2026-11-28T20:10:01Z'));
    jest.runOnlyPendingTimers(); // lru-cache reuses its last reading of the clock until a 1 ms timer fires
    expect(estimates.get('SELECT 1 FROM members m WHERE true')).toBeUndefined();
  });

  it('forgets the least recently used search first once a thousand are remembered', () => {
    const estimates = new SearchEstimates();
    for (let search = 0; search < 1000; search += 1) estimates.set(`search ${search}`, search);
    expect(estimates.get('search 0')).toBe(0);
    estimates.set('search 1000', 1000);
    expect(estimates.get('search 1')).toBeUndefined();
    expect(estimates.get('search 0')).toBe(0);
    expect(estimates.get('search 1000')).toBe(1000);
  });
});
