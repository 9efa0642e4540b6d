import { loadMenu, useMenu } from '@greenroom/sdk';
import { useEffect, type ReactNode } from 'react';
import { Sidebar } from '../features/sidebar/components/Sidebar';
import { FullScreenSpinner } from './FullScreenSpinner';

/** Sidebar on the left, content on the right; a full-screen spinner until the menu has its first item. */
export function PortalLayout({ children }: { children: ReactNode }) {
  const menu = useMenu();

  useEffect(() => {
    void loadMenu();
  }, [menu.status]);

  if ((menu.status === 'idle' || menu.status === 'loading') && menu.items.length === 0) {
    return <FullScreenSpinner label="Loading the portal..." />;
  }
  return (
    <div className="d-flex flex-column flex-md-row min-vh-100">
      <Sidebar />
      <main id="main-content" className="flex-grow-1 p-3 p-md-4" style={{ minWidth: 0 }}>
        {children}
      </main>
    </div>
  );
}
