import { z } from 'zod';

/**
 * The one e-mail rule: trimmed, lower-cased (e-mails are compared that way everywhere), at most 254 characters,
 * an address by zod's check. `message` is the screen's wording; `typeMessage` answers a missing or non-text value.
 */
export function emailSchema(message: string, typeMessage?: string) {
  return (typeMessage ? z.string({ message: typeMessage }) : z.string()).trim().toLowerCase().max(254).pipe(z.email({ message }));
}

export const EmailSchema = emailSchema('Please enter a valid email address');
