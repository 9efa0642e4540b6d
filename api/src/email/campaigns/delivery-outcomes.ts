import type { SentMarks } from './sent-marks';

/**
 * What became of each claimed recipient of a batch, written as it comes; each promise settles once its row's outcome is
 * committed. Tracks the writes so the batch can wait for them before its send locks go.
 */
export class DeliveryOutcomes {
  private readonly writing = new Set<Promise<unknown>>();

  constructor(
    private readonly sentMarks: SentMarks,
    private readonly writeFailed: (recipientId: string, reason: string) => Promise<unknown>,
  ) {}

  sent(recipientId: string): Promise<void> {
    return this.track(this.sentMarks.mark(recipientId));
  }

  failed(recipientId: string, reason: string): Promise<void> {
    return this.track(this.writeFailed(recipientId, reason));
  }

  /** Settles once every outcome handed in so far is written (or has failed to be). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.writing]);
  }

  private async track(write: Promise<unknown>): Promise<void> {
    this.writing.add(write);
    try {
      await write;
    } finally {
      this.writing.delete(write);
    }
  }
}
