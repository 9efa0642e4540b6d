import net from 'node:net';

/** Resolves when nothing listens on the port; a taken port is an error, never a silent move. */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} (${what}) is already in use. Stop what runs there or choose another port (see README, "Ports and environment").`
            : `Cannot use port ${port} (${what}): ${error.message}`,
        ),
      );
    });
    server.once('listening', () => server.close(() => resolve()));
    server.listen(port, '0.0.0.0');
  });
}

/** A port nothing listens on now (the system's pick): for benchmarks, so two checkouts running one at once do not meet. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something accepts TCP connections on host:port. */
export function isListening(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Polls an HTTP URL until it answers 2xx, or fails after the timeout. */
export async function waitForHttp(url, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error.cause?.code || error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${what} did not come up at ${url} within ${timeoutMs / 1000}s (${lastProblem})`);
}
