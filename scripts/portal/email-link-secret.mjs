import { keptSecret } from './kept-secret.mjs';

/**
 * The secret that signs this installation's unsubscribe links, kept in .greenroom/email-link-secret so links in mail
 * already sent keep working across restarts. A secret set in the environment (EMAIL_LINK_SECRET or EMAIL_LINK_SECRETS) wins.
 */
export function emailLinkSecretEnv(workspaceRoot, say) {
  if (process.env.EMAIL_LINK_SECRET || process.env.EMAIL_LINK_SECRETS) return {};
  return { EMAIL_LINK_SECRET: keptSecret(workspaceRoot, 'email-link-secret', 'this installation’s e-mail link secret', say) };
}
