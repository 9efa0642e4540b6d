/**
 * Marks rows sent in groups, one write at a time: a copy accepted while no write is on its way is written at once;
 * copies accepted while one is go together in the next (`WHERE id = ANY($1)`). One round trip and one commit then
 * serve every copy the server accepted in the meantime, instead of one each; each promise settles once its row's
 * write is committed (or has failed, and the row stays queued for the job's retry).
 */
export class SentMarks {
  private waiting: { id: string; settle: (error?: unknown) => void }[] = [];
  private writing = false;

  constructor(private readonly write: (ids: string[]) => Promise<unknown>) {}

  mark(id: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id, settle: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.writing) void this.writeWaiting();
    });
  }

  private async writeWaiting(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting;
      this.waiting = [];
      const error = await this.write(group.map((row) => row.id)).then(
        () => undefined,
        (failure: unknown) => failure ?? new Error('marking rows sent failed'),
      );
      for (const row of group) row.settle(error);
    }
    this.writing = false;
  }
}
