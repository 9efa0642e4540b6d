import { batchPlan } from './campaign-sender';

describe('batchPlan', () => {
  it.each([
    [1, 1, 1],
    [5, 1, 5],
    [50, 1, 50],
    [99, 2, 49],
    [100, 2, 50],
    [101, 3, 33],
    [1000, 20, 50],
    [100_000, 2000, 50],
  ])('%i messages/s: %i batches/s of %i', (rate, batchesPerSecond, batchSize) => {
    expect(batchPlan(rate, 50)).toEqual({ batchesPerSecond, batchSize });
  });

  it('never exceeds the rate, never falls a message per batch short of it, and keeps batches within the bound', () => {
    for (let rate = 1; rate <= 5000; rate++) {
      const { batchesPerSecond, batchSize } = batchPlan(rate, 50);
      expect(batchSize).toBeLessThanOrEqual(50);
      expect(batchSize).toBeGreaterThanOrEqual(1);
      expect(batchesPerSecond * batchSize).toBeLessThanOrEqual(rate);
      expect(rate - batchesPerSecond * batchSize).toBeLessThan(batchesPerSecond);
    }
  });
});
