import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';

/** A remote's screens by the portal path that shows them. */
export type ScreensByPath = Readonly<Record<string, ComponentType>>;

/**
 * A remote's route table. The shell renders a remote under a `/*` route, so the paths are the portal's own URLs;
 * a path the remote does not own renders nothing.
 */
export function RemoteRoutes({ screens }: { screens: ScreensByPath }) {
  return (
    <Routes>
      {Object.entries(screens).map(([path, Screen]) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
    </Routes>
  );
}
