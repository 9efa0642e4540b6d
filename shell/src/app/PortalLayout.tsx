import { loadMenu, useMenu } from '@greenroom/sdk';
import { useEffect, type ReactNode } from 'react';
import { Sidebar } from '../features/sidebar/components/Sidebar';
import { TEXT_SIZES } from '../features/text-size/text-size';
import { useTextSize } from '../features/text-size/use-text-size';
import { FullScreenSpinner } from './FullScreenSpinner';

/** Sidebar on the left (a Menu button above the content on narrow screens), content on the right; a full-screen spinner until the menu has its first item. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const menu = useMenu();
  const from = TEXT_SIZES[useTextSize()[0]].sidebarFrom;

  useEffect(() => {
    void loadMenu();
  }, [menu.status]);

  if ((menu.status === 'idle' || menu.status === 'loading') && menu.items.length === 0) {
    return <FullScreenSpinner label="Loading the portal..." />;
  }
  return (
    <div className={`d-flex flex-column flex-${from}-row min-vh-100`}>
      <a href="#main-content" className="visually-hidden-focusable position-absolute top-0 start-0 m-2 p-3 bg-white border border-dark rounded z-3">
        Skip to main content
      </a>
      <Sidebar />
      <main id="main-content" tabIndex={-1} className={`flex-grow-1 p-3 p-${from}-4`} style={{ minWidth: 0 }}>
        {children}
      </main>
    </div>
  );
}
