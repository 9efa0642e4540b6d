/** "Overdue by 3 days", "Due today", "Due in 12 days": the Dues list's words for a member's days left. */
export function duesStatusText(daysLeft: number): string {
  if (daysLeft < 0) return `Overdue by ${-daysLeft} day${daysLeft === -1 ? '' : 's'}`;
  if (daysLeft === 0) return 'Due today';
  return `Due in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
}
