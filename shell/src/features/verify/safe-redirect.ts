const DEFAULT_AFTER_SIGN_IN = '/dashboard';

/** Only a path on this site is followed (no '//host' or 'https:' targets), default /dashboard. */
export function safeRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return DEFAULT_AFTER_SIGN_IN;
  return redirect;
}
