/** docs/spec-summary.md §1.5: no suggestion is offered for these domains. */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'aol.com',
  'icloud.com',
  'comcast.net',
  'msn.com',
  'live.com',
  'att.net',
] as const;

/** docs/spec-summary.md §1.5's table of known misspellings (of the name before the first dot). */
const KNOWN_MISSPELLINGS: Readonly<Record<string, string>> = {
  gail: 'gmail.com',
  gamil: 'gmail.com',
  gmial: 'gmail.com',
  gmal: 'gmail.com',
  hotmai: 'hotmail.com',
  hotmial: 'hotmail.com',
  yaho: 'yahoo.com',
  yahooo: 'yahoo.com',
  ymail: 'yahoo.com',
  outlok: 'outlook.com',
  outloo: 'outlook.com',
};

const MAX_TYPO_DISTANCE = 2;

/** Levenshtein distance; the strings are domain names, so the quadratic table is tiny. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}

/** The corrected address for a likely typo in the domain, or null when there is nothing to suggest. */
export function suggestEmail(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1 || at === address.length - 1) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if ((COMMON_EMAIL_DOMAINS as readonly string[]).includes(domain)) return null;

  const known = KNOWN_MISSPELLINGS[domain.split('.')[0]];
  if (known) return `${local}@${known}`;

  let best: { domain: string; distance: number } | null = null;
  for (const common of COMMON_EMAIL_DOMAINS) {
    const distance = editDistance(domain, common);
    if (distance > 0 && distance <= MAX_TYPO_DISTANCE && (best === null || distance < best.distance)) best = { domain: common, distance };
  }
  return best ? `${local}@${best.domain}` : null;
}
