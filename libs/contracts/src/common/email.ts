import { z } from 'zod';

/** E-mails are compared trimmed and lower-cased everywhere. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid email address' }));
