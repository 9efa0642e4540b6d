import { z } from 'zod';

/**
 * The one e-mail rule: trimmed, lower-cased (e-mails are compared that way everywhere), at most 254 characters,
 * a Unicode domain in its ASCII form, an address by zod's check. `message` is the screen's wording; `typeMessage` answers a missing or non-text value.
 */
export function emailSchema(message: string, typeMessage?: string) {
  return (typeMessage ? z.string({ message: typeMessage }) : z.string())
    .trim()
    .toLowerCase()
    .max(254)
    .transform(asciiDomain)
    .pipe(z.email({ message }).max(254, { message }));
}

/**
 * An address at a Unicode domain (probe@bücher.test) is kept in the domain's one ASCII form (xn--bcher-kva.test),
 * so both spellings are accepted, stored once, compared equal, and reach any mail server. WHATWG URL does the IDNA
 * mapping in the browser and in Node alike; a domain it cannot map is left for the address check to refuse.
 */
export function asciiDomain(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (at < 0 || /^[ -~]*$/.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

export const EmailSchema = emailSchema('Please enter a valid email address');
