// The TLS-terminating proxy an operator puts in front of compose's HAProxy (docs/operations.md, "TLS in front of
// the load balancer"), in miniature: https on loopback with a certificate made for this run, each request passed on
// to `target` with the client's address appended to X-Forwarded-For and X-Forwarded-Proto: https, as nginx's
// `proxy_add_x_forwarded_for` and Caddy's reverse_proxy do. Used by test:deploy's check and by the API's
// load-balancer test (which runs it as a process: `node tls-front.mjs <target>` prints { url, ca } as one JSON line).
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A self-signed certificate for 127.0.0.1 (and localhost), valid one day, made with the system's openssl. */
function certificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'greenroom-tls-front-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem'), 'utf8'), cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts the front on 127.0.0.1 (a free port); resolves with its https URL, the certificate to trust and close(). */
export async function startTlsFront(target) {
  const { key, cert } = certificate();
  const upstream = new URL(target);
  const server = https.createServer({ key, cert }, (request, response) => {
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const proxied = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https', host: request.headers.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    ca: cert,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const front = await startTlsFront(process.argv[2]);
  console.info(JSON.stringify({ url: front.url, ca: front.ca }));
  process.on('SIGTERM', () => front.close().then(() => process.exit(0)));
}
