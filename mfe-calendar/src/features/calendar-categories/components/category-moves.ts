import type { CalendarCategoryItem } from '@greenroom/contracts';

export type MoveDirection = 'up' | 'down';

/** The list with the category at `index` one place up or down. */
export function movedOnePlace(categories: readonly CalendarCategoryItem[], index: number, direction: MoveDirection): CalendarCategoryItem[] {
  const next = [...categories];
  const [category] = next.splice(index, 1);
  next.splice(direction === 'up' ? index - 1 : index + 1, 0, category);
  return next;
}

/** What the live region says after a move, in words: "Rehearsal moved up. It is now number 2 of 9." */
export function moveAnnouncement(name: string, direction: MoveDirection, place: number, count: number): string {
  return `${name} moved ${direction}. It is now number ${place} of ${count}.`;
}

/** The id of a row's Move button, for keeping the focus on it as its row moves. */
export function moveButtonId(categoryId: string, direction: MoveDirection): string {
  return `move-${direction}-${categoryId}`;
}
