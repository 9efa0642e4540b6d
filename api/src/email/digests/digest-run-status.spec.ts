import { runLogEntry, runStatus } from './digest-run-status';
import type { DigestRunOutcome } from './digest-runs.repository';

const run = (overrides: Partial<DigestRunOutcome>): DigestRunOutcome => ({
  ranAt: new Date('2026-11-23T12:00:00Z'),
  status: 'Queued',
  log: 'daily digest for 2026-11-23\nfound 2 event(s)',
  total: 3,
  sent: 3,
  failed: 0,
  queued: 0,
  failures: [],
  ...overrides,
});

describe('digest run status', () => {
  it('is Success only when every recipient was sent', () => {
    expect(runStatus(run({}))).toBe('Success');
    expect(runStatus(run({ total: 0, sent: 0, status: 'Success' }))).toBe('Success');
    expect(runStatus(run({ sent: 1, queued: 2 }))).toBe('Sending');
    expect(runStatus(run({ sent: 2, failed: 1 }))).toBe('Failed');
    expect(runStatus(run({ sent: 1, failed: 1, queued: 1 }))).toBe('Sending');
    expect(runStatus(run({ total: 0, sent: 0, status: 'Failed' }))).toBe('Failed');
  });

  it('logs the count actually sent and each failed address with its reason', () => {
    const entry = runLogEntry(run({ sent: 2, failed: 1, failures: [{ email: 'ann@example.com', reason: '550 Mailbox unavailable' }] }));
    expect(entry.split('\n')).toEqual([
      '[Failed] daily digest for 2026-11-23',
      'found 2 event(s)',
      'sent to 2 of 3 recipient(s); 1 failed',
      '  ann@example.com: 550 Mailbox unavailable',
    ]);
  });
});
