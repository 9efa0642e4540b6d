import { runLogEntry, runStatus } from './digest-run-status';
import type { DigestRunOutcome } from './digest-runs.repository';

const run = (overrides: Partial<DigestRunOutcome>): DigestRunOutcome => ({
  ranAt: new Date('2026-11-23T12:00:00Z'),
  status: 'Queued',
  log: 'daily digest for Monday, November 23, 2026\nfound 2 events',
  campaignId: '47f28b54-32d9-4c1e-9a55-0c2f4b1d8e10',
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
      '[Failed] daily digest for Monday, November 23, 2026',
      'found 2 events',
      'sent to 2 of 3 recipients; 1 failed',
      '  ann@example.com: 550 Mailbox unavailable',
    ]);
  });

  it('words a log stored before issue 36 as new runs write it, the campaign id left out', () => {
    const old = run({
      total: 1,
      sent: 1,
      log: 'daily digest test to ann@example.com for 2026-11-28\nfound 1 event(s)\nqueued to 1 recipient(s) as campaign 47f28b54-32d9-4c1e-9a55-0c2f4b1d8e10',
    });
    expect(runLogEntry(old).split('\n')).toEqual([
      '[Success] daily digest test to ann@example.com for Saturday, November 28, 2026',
      'found 1 event',
      'queued to 1 recipient',
      'sent to 1 of 1 recipient',
    ]);
  });
});
