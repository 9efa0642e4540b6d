/**
 * Opens `url` as a new page load (start.ts then picks its bundle): in place of this page, or as a new history
 * entry after it, as the navigation that led here asked.
 */
export function fullPageLoad(url: string, { replace }: { replace: boolean }): void {
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}
