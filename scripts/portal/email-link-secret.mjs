import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs this installation's unsubscribe links: made on first start, kept (owner-only, 0600) in
 * .greenroom/email-link-secret so links in mail already sent keep working across restarts. Nothing in the
 * repository can sign a link. A secret set in the environment (EMAIL_LINK_SECRET or EMAIL_LINK_SECRETS) wins.
 */
export function emailLinkSecretEnv(workspaceRoot, say) {
  if (process.env.EMAIL_LINK_SECRET || process.env.EMAIL_LINK_SECRETS) return {};
  const file = path.join(workspaceRoot, '.greenroom', 'email-link-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      say('made this installation’s e-mail link secret (.greenroom/email-link-secret)');
    } catch (error) {
      // `npm start` and the e2e portal starting together: the other one made it first.
      if (error.code !== 'EEXIST') throw error;
    }
  }
  fs.chmodSync(file, 0o600);
  return { EMAIL_LINK_SECRET: fs.readFileSync(file, 'utf8').trim() };
}
