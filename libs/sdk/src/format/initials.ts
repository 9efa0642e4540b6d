/** The avatar's letters: first letter of first and last name, upper case. */
export function initials(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim().charAt(0) ?? '';
  const last = lastName?.trim().charAt(0) ?? '';
  return `${first}${last}`.toUpperCase();
}
