const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.has(url.hostname);
}

export interface ServiceUrls {
  PORTAL_URL: string;
  DATABASE_URL: string;
  REDIS_URL: string;
  SMTP_URL: string;
  /** Host names of relays on the deployment's own private network that may take mail without TLS. */
  SMTP_PLAIN_RELAY_HOSTS?: string;
  SHELL_CONTRACT_FILE?: string;
  METRICS_TOKEN?: string;
  RELEASE_TOKEN?: string;
  EMAIL_LINK_SECRET?: string;
  EMAIL_LINK_SECRETS?: string;
  /** Read by the AWS SDK itself (the headshot bucket); named here only so production can refuse a placeholder. */
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
}

/** The shortest password production accepts in a service URL (the repository's examples are shorter, or placeholders). */
export const MIN_PASSWORD_LENGTH = 16;

/**
 * The shapes of the placeholders in deploy/kubernetes/secret.example.yaml and deploy/.env.example (REPLACE-ME…,
 * change-me…): a value left as written there is public, whatever its length.
 */
const PLACEHOLDER = /replace[-_ ]?me|change[-_ ]?me/i;

function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Placeholders anywhere in the URL (user, password, host), and a password shorter than MIN_PASSWORD_LENGTH. */
function urlSecretProblems(name: string, value: string, url: URL | null): string[] {
  if (PLACEHOLDER.test(decoded(value)))
    return [`${name} still holds a placeholder from the example files (REPLACE-ME, change-me): put the real value in`];
  const password = url ? decoded(url.password) : '';
  return password && password.length < MIN_PASSWORD_LENGTH
    ? [
        `${name}'s password must be at least ${MIN_PASSWORD_LENGTH} characters in production (make one with: openssl rand -base64 32 | tr '+/' '-_' | tr -d '=')`,
      ]
    : [];
}

/** Tokens and keys that are set but still hold an example file's placeholder (their lengths are checked where they are read). */
function placeholderProblems(env: ServiceUrls): string[] {
  const secrets = [
    'METRICS_TOKEN',
    'RELEASE_TOKEN',
    'EMAIL_LINK_SECRET',
    'EMAIL_LINK_SECRETS',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
  ] as const;
  return secrets
    .filter((name) => PLACEHOLDER.test(env[name] ?? ''))
    .map((name) => `${name} still holds a placeholder from the example files (REPLACE-ME, change-me): put the real value in`);
}

/**
 * A relay the operator named as being on the deployment's own network (a Postfix sidecar, or the MailDev of a
 * test stack): like one on this machine, the hop to it never crosses a network the operator does not own.
 */
function isNamedPlainRelay(smtp: URL, hosts: string | undefined): boolean {
  return (hosts ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)
    .includes(smtp.hostname.toLowerCase());
}

/** Problems that hold in every environment: a PORTAL_URL that is no URL makes broken links in every e-mail. */
export function urlProblems(env: ServiceUrls): string[] {
  const portal = parsedUrl(env.PORTAL_URL);
  return portal && /^https?:$/.test(portal.protocol) ? [] : ['PORTAL_URL must be the address members open, such as https://members.example.org'];
}

/**
 * What NODE_ENV=production refuses: links that travel in clear (also to the mail relay), and services reachable
 * without a password.
 * Credentials are read from the URL itself (user:password@host); SMTP on this machine may go without, since
 * a local relay (Postfix and the like) authenticates to the outside world itself.
 */
export function productionProblems(env: ServiceUrls): string[] {
  const problems: string[] = [];
  const portal = parsedUrl(env.PORTAL_URL);
  if (portal && portal.protocol === 'http:' && !isLoopback(portal)) {
    problems.push(
      `PORTAL_URL must start with https:// in production (http:// only for localhost): sign-in and unsubscribe links travel in it, got ${portal.origin}`,
    );
  }
  const database = parsedUrl(env.DATABASE_URL);
  if (!database?.username || !database.password) {
    problems.push('DATABASE_URL must carry a user and password in production (postgres://user:password@host:5432/greenroom)');
  }
  problems.push(...urlSecretProblems('DATABASE_URL', env.DATABASE_URL, database));
  const redis = parsedUrl(env.REDIS_URL);
  if (!redis?.password) problems.push('REDIS_URL must carry a password in production (redis://:password@host:6379, or rediss:// for TLS)');
  problems.push(...urlSecretProblems('REDIS_URL', env.REDIS_URL, redis));
  const smtp = parsedUrl(env.SMTP_URL);
  problems.push(...urlSecretProblems('SMTP_URL', env.SMTP_URL, smtp));
  if (!smtp || (!isLoopback(smtp) && (!smtp.username || !smtp.password))) {
    problems.push(
      'SMTP_URL must carry a user and password in production (smtp://user:password@host:587), unless it is a relay on this machine (smtp://localhost:25)',
    );
  }
  if (smtp && !isLoopback(smtp) && !isNamedPlainRelay(smtp, env.SMTP_PLAIN_RELAY_HOSTS) && !smtpRequiresTls(smtp)) {
    problems.push(
      'SMTP_URL must use TLS in production: smtps://user:password@host:465, or STARTTLS with smtp://user:password@host:587?requireTLS=true (a relay on this machine, or one named in SMTP_PLAIN_RELAY_HOSTS, may go without)',
    );
  }
  if (!env.METRICS_TOKEN) {
    problems.push(
      'METRICS_TOKEN must be set in production (at least 32 characters): Prometheus sends it to /metrics, which answers nobody without it',
    );
  }
  problems.push(...placeholderProblems(env));
  if (!env.SHELL_CONTRACT_FILE) {
    problems.push("SHELL_CONTRACT_FILE must name the shell build's shell-contract.json in production (remote releases are checked against it)");
  }
  return problems;
}

/**
 * Every message carries members' addresses, and sign-in mail a link that signs someone in. nodemailer uses
 * STARTTLS when the server offers it, but goes on in clear when it does not (or when someone in between strips
 * the offer), unless requireTLS is set; it reads that option from the URL's query.
 */
function smtpRequiresTls(smtp: URL): boolean {
  return smtp.protocol === 'smtps:' || (smtp.protocol === 'smtp:' && smtp.searchParams.get('requireTLS') === 'true');
}
