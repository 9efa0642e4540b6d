/**
 * A new client address for each call, from one documentation network: each test calls from its own address, so the
 * per-client sign-in limit one test reaches does not touch another.
 */
export function clientAddresses(network: '203.0.113' | '198.51.100'): () => string {
  let counter = 0;
  return () => `${network}.${++counter}`;
}
