// Signs in as a member does, through the load balancer: check the address, ask for a link, take the link from the
// e-mail in the SMTP sink, open it, then load the dashboard and make the calls its page makes.
const MEMBER = 'admin@greenroom.test';
const LINK_SUBJECT = 'Your Greenroom login link';

async function call(stack, method, path, { token, json } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${stack.portalUrl}${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  const body = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : null;
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return { status: response.status, body, text };
}

export default {
  order: 10,
  title: 'sign in through the load balancer, open the dashboard',
  async run(stack) {
    const started = Date.now();
    const checked = await call(stack, 'POST', '/api/auth/check-email', { json: { email: MEMBER } });
    const [choice] = checked.body.members ?? [];
    const before = new Set((await stack.mail.messages()).map((message) => message.id));
    await call(stack, 'POST', '/api/auth/request-link', { json: { email: MEMBER, choice: choice?.choice } });
    const mail = await stack.mail.waitFor(
      (messages) =>
        messages.find(
          (message) => !before.has(message.id) && message.subject === LINK_SUBJECT && message.to.some((to) => to.address.toLowerCase() === MEMBER),
        ),
      { what: `sign-in e-mail to ${MEMBER}` },
    );
    const link = /https?:\/\/[^\s"<>]+[?&]token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error('no sign-in link in the e-mail');
    if (!link.startsWith(stack.portalUrl)) throw new Error(`the link points at ${new URL(link).origin}, not the load balancer`);
    const token = new URL(link).searchParams.get('token');

    // The verify page itself, then its call.
    const verifyPage = await call(stack, 'GET', new URL(link).pathname + new URL(link).search);
    if (!verifyPage.text.includes('<div id="root"')) throw new Error('the verify page is not the shell page');
    const session = (await call(stack, 'POST', '/api/auth/verify-token', { json: { token } })).body.token;

    // The dashboard: the shell page, the registry document it loads remotes from, and the calls the page makes.
    const page = await call(stack, 'GET', '/dashboard');
    const registry = await call(stack, 'GET', '/remotes.json');
    const remotes = Object.keys(registry.body ?? {}).length;
    const calls = [
      ['POST', '/api/members/me', { email: MEMBER }],
      ['GET', '/api/feature-windows'],
      ['GET', '/api/remotes/registry'],
      ['GET', '/membership/calendar/events-at-a-glance?daysOut=30&limit=8'],
    ];
    for (const [method, path, json] of calls) await call(stack, method, path, { token: session, json });
    const parts = [`page ${page.status}`, `registry of ${remotes} remotes`, `${calls.length} calls 200`];
    return { result: `signed in as ${MEMBER}`, figures: `${parts.join(', ')}, ${((Date.now() - started) / 1000).toFixed(1)} s`, met: true };
  },
};
