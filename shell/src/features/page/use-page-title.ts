import { useEffect } from 'react';

export const SITE_NAME = 'Greenroom';

/** "My Information – Greenroom": the page's name in the tab, and the first thing a screen reader says (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} – ${SITE_NAME}`;
  }, [title]);
}
