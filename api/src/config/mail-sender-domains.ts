const DOMAIN = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

/**
 * The domains a mass e-mail's From address may be at: MAIL_SENDER_DOMAINS (comma-separated), or else the
 * domain of MAIL_FROM, the address the portal's own mail already comes from.
 */
export function mailSenderDomains(list: string | undefined, mailFrom: string, problems: string[]): string[] {
  const fromDomain = /@([^@\s>]+)>?\s*$/.exec(mailFrom)?.[1];
  const domains = (list ?? fromDomain ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter(Boolean);
  if (domains.length === 0 || !domains.every((domain) => DOMAIN.test(domain))) {
    problems.push(
      `MAIL_SENDER_DOMAINS must list the domains a mass e-mail may come from, comma-separated (theater.example.org), got "${list ?? mailFrom}"`,
    );
  }
  return domains;
}
