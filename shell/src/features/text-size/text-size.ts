/**
 * Root font sizes over the portal's 18px base; Bootstrap sizes in rem, so everything grows with them.
 * `sidebarFrom` is the Bootstrap breakpoint from which the sidebar shows beside the content; below it the sidebar
 * folds into the top bar's Menu. Larger text needs a wider screen: the sidebar (at most 30% of the screen) must
 * leave the content about 30 of the chosen text's em (768 px at 18 px, 992 px at 22 px, 1200 px at 26 px).
 */
export const TEXT_SIZES = {
  normal: { label: 'Normal', rootPx: 18, sidebarFrom: 'md' },
  large: { label: 'Large', rootPx: 22, sidebarFrom: 'lg' },
  larger: { label: 'Larger', rootPx: 26, sidebarFrom: 'xl' },
} as const;

export type SidebarBreakpoint = (typeof TEXT_SIZES)[keyof typeof TEXT_SIZES]['sidebarFrom'];

export type TextSize = keyof typeof TEXT_SIZES;

const TEXT_SIZE_KEYS = Object.keys(TEXT_SIZES) as TextSize[];

/** Kept in this browser per member (several members may share a device), not on the server. */
export function textSizeStorageKey(memberId: string): string {
  return `greenroom.textSize.${memberId}`;
}

export function storedTextSize(memberId: string | undefined): TextSize {
  if (!memberId) return 'normal';
  const stored = localStorage.getItem(textSizeStorageKey(memberId));
  return TEXT_SIZE_KEYS.find((size) => size === stored) ?? 'normal';
}

export function storeTextSize(memberId: string, size: TextSize): void {
  localStorage.setItem(textSizeStorageKey(memberId), size);
}

export function applyTextSize(size: TextSize): void {
  document.documentElement.style.fontSize = size === 'normal' ? '' : `${TEXT_SIZES[size].rootPx}px`;
}

export const textSizes = TEXT_SIZE_KEYS;
