/** A membership status as a member reads it: the office's abbreviation spelled out, the others as they are. */
export function statusLabel(status: string): string {
  return status === 'LTM' ? 'Lifetime member (LTM)' : status;
}
