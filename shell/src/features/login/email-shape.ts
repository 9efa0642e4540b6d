/** Spec 01 §5: the simple shape name@host.tld with no whitespace. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmailShape(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}
