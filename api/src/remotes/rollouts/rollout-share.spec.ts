import { inRolloutShare, rolloutBucket } from './rollout-share';

describe('rolloutBucket: who is in a staged share', () => {
  // Fixed ids, so the test's figures are the same on every run.
  const ids = Array.from({ length: 1000 }, (_, index) => `6f1c2a4e-0000-4000-8000-${String(index).padStart(12, '0')}`);

  it('gives a person the same bucket every time, 0..99', () => {
    for (const id of ids.slice(0, 50)) {
      const bucket = rolloutBucket('calendar', id);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(rolloutBucket('calendar', id)).toBe(bucket);
    }
    // Fixed by the hash alone: the same on every replica and after a restart.
    expect(rolloutBucket('calendar', '00000000-0000-4000-8000-000000000001')).toBe(rolloutBucket('calendar', '00000000-0000-4000-8000-000000000001'));
  });

  it.each([10, 25, 50, 90])('puts close to %i%% of 1,000 members into a %i%% share', (share) => {
    const inside = ids.filter((id) => inRolloutShare('calendar', id, share)).length;
    // Binomial spread over 1,000 ids: ±5 points is more than four standard deviations at 50%.
    expect(Math.abs(inside / 10 - share)).toBeLessThanOrEqual(5);
  });

  it('keeps everyone already in when the share grows', () => {
    const at10 = ids.filter((id) => inRolloutShare('calendar', id, 10));
    expect(at10.every((id) => inRolloutShare('calendar', id, 50))).toBe(true);
  });

  it('draws a different share for each remote', () => {
    const calendar = new Set(ids.filter((id) => inRolloutShare('calendar', id, 50)));
    const rsvp = ids.filter((id) => inRolloutShare('rsvp', id, 50));
    const both = rsvp.filter((id) => calendar.has(id)).length;
    // Independent halves overlap in about a quarter; the same half would overlap in all 500.
    expect(both).toBeGreaterThan(180);
    expect(both).toBeLessThan(320);
  });
});
