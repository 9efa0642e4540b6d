import { decide, errorPercent } from './rollout-rule';

describe('the rollout rule', () => {
  const rule = { errorThresholdPercent: 5, minSessions: 20, autoAdvance: true, stageSeconds: 60 };

  it('rolls back once enough sessions were seen and more than the threshold went wrong', () => {
    expect(decide({ sessions: 20, errors: 2 }, rule, 0)).toBe('roll back');
    expect(decide({ sessions: 100, errors: 6 }, rule, 500)).toBe('roll back');
  });

  it('does not judge on fewer sessions than the minimum', () => {
    expect(decide({ sessions: 19, errors: 19 }, rule, 0)).toBe('wait');
    // Nor moves a stage on that looks bad, even when its time is up.
    expect(decide({ sessions: 19, errors: 19 }, rule, 61)).toBe('wait');
  });

  it('keeps a release at exactly the threshold', () => {
    expect(decide({ sessions: 100, errors: 5 }, rule, 0)).toBe('wait');
  });

  it('moves a healthy stage on once its time is up, only when the release says so', () => {
    expect(decide({ sessions: 100, errors: 1 }, rule, 59)).toBe('wait');
    expect(decide({ sessions: 100, errors: 1 }, rule, 60)).toBe('move on');
    expect(decide({ sessions: 0, errors: 0 }, rule, 60)).toBe('move on');
    expect(decide({ sessions: 100, errors: 1 }, { ...rule, autoAdvance: false }, 6000)).toBe('wait');
  });

  it('states the error rate in percent to one decimal', () => {
    expect(errorPercent({ sessions: 3, errors: 2 })).toBe(66.7);
    expect(errorPercent({ sessions: 0, errors: 0 })).toBe(0);
  });
});
