import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret of this installation: made on first start, kept (owner-only, 0600) in .greenroom/<name> so it stays the
 * same across restarts. Nothing in the repository holds it.
 */
export function keptSecret(workspaceRoot, name, what, say) {
  const file = path.join(workspaceRoot, '.greenroom', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
      say(`made ${what} (.greenroom/${name})`);
    } catch (error) {
      // `npm start` and the e2e portal starting together: the other one made it first.
      if (error.code !== 'EEXIST') throw error;
    }
  }
  fs.chmodSync(file, 0o600);
  return fs.readFileSync(file, 'utf8').trim();
}
