import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** A remote may still be loading its screen: wait this long for its heading. */
const HEADING_WAIT_MS = 10_000;
const OPEN_DIALOG = '.modal.show';
/** The sidebar's offcanvas while it is open or closing: it holds focus until it is gone. */
const OPEN_MENU = '#portal-menu.show, #portal-menu.offcanvas-toggling, .offcanvas-backdrop';

/**
 * After each route change, focus the new page's heading, as a full page load would start there: a screen
 * reader announces the page, and the next Tab goes into its content instead of through the whole menu.
 * A dialog that opened with the route (/new-event) keeps its focus.
 */
export function useHeadingFocus(): void {
  const { pathname } = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    /** True when done: the heading is focused, or a dialog owns focus. */
    const tryFocus = (): boolean => {
      if (document.querySelector(OPEN_DIALOG)) return true;
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading || document.querySelector(OPEN_MENU)) return false;
      heading.tabIndex = -1;
      heading.focus();
      return true;
    };
    if (tryFocus()) return;

    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return stop;
  }, [pathname]);
}
