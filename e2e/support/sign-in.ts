import { expect, type Page } from '@playwright/test';
import { apiUrl } from './env';
import { verifyPathFrom, waitForMailTo } from './mail-catcher';

export const accounts = {
  admin: 'admin@greenroom.test',
  board: 'board@greenroom.test',
  leader: 'leader@greenroom.test',
  member: 'member@greenroom.test',
  family: 'family@greenroom.test',
} as const;

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path} answered ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** A sign-in link's path for `email`, asked for as the login screen asks, read from the mail catcher. */
export async function signInLinkFor(email: string): Promise<string> {
  const since = new Date();
  const check = await post<{ members: { choice: string }[] }>('/api/auth/check-email', { email });
  const [first] = check.members;
  expect(first, `a member with the e-mail ${email}`).toBeDefined();
  await post('/api/auth/request-link', { email, choice: first.choice });
  return verifyPathFrom(await waitForMailTo(email, since, '/verify-login?token='));
}

/**
 * Signs in the way a member does, minus the typing: asks for a link, reads it from the mail catcher and
 * opens it in the page. The login screen itself is covered by its own test.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(await signInLinkFor(email));
  await expect(page).toHaveURL(/\/dashboard$/);
  // The URL changes when the portal's page load starts; tests that act at once (a faked clock, say) need it drawn.
  await expect(page.getByRole('heading', { level: 1, name: 'Member Dashboard' })).toBeVisible();
}
