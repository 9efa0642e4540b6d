function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suite with \`node scripts/e2e.mjs\``);
  return value;
}

export const mailUrl = required('E2E_MAIL_URL');
export const apiUrl = required('E2E_API_URL');
export const remoteUrls = JSON.parse(required('E2E_REMOTE_URLS')) as Record<'members' | 'calendar' | 'email' | 'auditions' | 'rsvp', string>;

/** The deploy token of the API under test (the releases journey registers builds as CI does). */
export function releaseToken(): string {
  return required('E2E_RELEASE_TOKEN');
}
