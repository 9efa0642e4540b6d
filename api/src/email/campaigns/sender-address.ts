/**
 * Whether a mass e-mail may say it is from `address`: only addresses at the theater's own domains
 * (MAIL_SENDER_DOMAINS), so an Admin account cannot send, through the theater's relay and under its
 * reputation, mail that claims to be from anyone else. The From name stays the Admin's choice.
 */
export function isSenderAddress(address: string, senderDomains: readonly string[]): boolean {
  const at = address.lastIndexOf('@');
  return at > 0 && senderDomains.includes(address.slice(at + 1).toLowerCase());
}
