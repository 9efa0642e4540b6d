/** Polls `probe` until it answers something truthy (the worker and the relay finish after the API has answered). */
export async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs: number, what: string, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
