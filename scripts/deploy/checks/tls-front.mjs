// Signs in through a TLS-terminating proxy in front of the load balancer, as docs/operations.md tells operators to
// run it (a local one: check-support/tls-front.mjs): two clients of the front on different addresses are recorded
// and counted under their own addresses, and the answers carry HSTS and the Secure cookie flag.
import https from 'node:https';
import { startTlsFront } from '../check-support/tls-front.mjs';

const MEMBER = 'admin@greenroom.test';
const OTHER = 'member@greenroom.test';
const LINK_SUBJECT = 'Your Greenroom login link';

/** One request over https from `from` (a loopback address of this machine); resolves with status, headers and JSON. */
function send(front, { method = 'GET', path, from, token, json }) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    const request = https.request(
      new URL(path, front.url),
      { method, headers, localAddress: from, ca: front.ca, agent: false, timeout: 15_000 },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const parsed = (response.headers['content-type'] ?? '').includes('json') ? JSON.parse(text) : null;
          if ((response.statusCode ?? 500) >= 400)
            reject(new Error(`${method} ${path} from ${from} answered ${response.statusCode}: ${text.slice(0, 200)}`));
          else resolve({ status: response.statusCode, headers: response.headers, body: parsed });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

async function askForLink(stack, front, from, email) {
  const checked = await send(front, { method: 'POST', path: '/api/auth/check-email', from, json: { email } });
  const [choice] = checked.body.members ?? [];
  const before = new Set((await stack.mail.messages()).map((message) => message.id));
  await send(front, { method: 'POST', path: '/api/auth/request-link', from, json: { email, choice: choice?.choice } });
  return stack.mail.waitFor(
    (messages) =>
      messages.find(
        (message) => !before.has(message.id) && message.subject === LINK_SUBJECT && message.to.some((to) => to.address.toLowerCase() === email),
      ),
    { what: `sign-in e-mail to ${email}` },
  );
}

export default {
  order: 12,
  title: 'sign in through a TLS front in front of HAProxy: clients counted apart, HSTS, Secure cookie',
  async run(stack) {
    const started = new Date();
    const front = await startTlsFront(stack.portalUrl);
    try {
      const mail = await askForLink(stack, front, '127.0.0.2', MEMBER);
      const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      if (!token) throw new Error('no sign-in link in the e-mail');
      const verified = await send(front, { method: 'POST', path: '/api/auth/verify-token', from: '127.0.0.2', json: { token } });
      const hsts = verified.headers['strict-transport-security'];
      if (!/max-age=\d+/.test(hsts ?? '')) throw new Error(`no HSTS on an https answer (strict-transport-security: ${hsts ?? 'absent'})`);
      const dashboard = await send(front, { method: 'POST', path: '/api/admin/queues-session', from: '127.0.0.2', token: verified.body.token });
      const cookie = String(dashboard.headers['set-cookie'] ?? '');
      if (!/;\s*Secure/i.test(cookie))
        throw new Error(`the queue dashboard cookie is not Secure: ${cookie ? cookie.replace(/=[^;]*/, '=…') : 'none'}`);

      await askForLink(stack, front, '127.0.0.3', OTHER);
      const rows = await stack.sql(
        `SELECT email, ip_address FROM member_log WHERE action_type = 'Login Link Requested' AND "timestamp" >= '${started.toISOString()}' ORDER BY "timestamp"`,
      );
      const addressOf = (email) => rows.filter(([logged]) => logged.toLowerCase() === email).map(([, address]) => address);
      const [first, second] = [addressOf(MEMBER), addressOf(OTHER)];
      if (first.join() !== '127.0.0.2' || second.join() !== '127.0.0.3') {
        throw new Error(
          `the link requests were recorded under ${first.join('/') || 'nothing'} and ${second.join('/') || 'nothing'}, not 127.0.0.2 and 127.0.0.3`,
        );
      }
      return {
        result: `signed in as ${MEMBER} over https from 127.0.0.2; ${OTHER} asked from 127.0.0.3`,
        figures: `recorded under 127.0.0.2 and 127.0.0.3, HSTS "${hsts}", queue cookie Secure`,
        met: true,
      };
    } finally {
      await front.close();
    }
  },
};
