import { useLocation } from 'react-router';
import { loadScreenStyles } from '../styles/load-screen-styles';
import { RemoteLoading } from './RemoteLoading';
import { RemoteSlot } from './RemoteSlot';
import { RemoteUnavailablePanel } from './RemoteUnavailablePanel';

export interface RemoteModuleProps {
  /** Registry name of the remote, e.g. 'members'. */
  remote: string;
  /** Exposed module, e.g. './routes'; its default export is rendered. */
  module: string;
}

/** Renders a remote's screen module inside the shell layout, with a friendly panel and Retry when it fails. */
export function RemoteModule({ remote, module }: RemoteModuleProps) {
  // Moving to another screen after a failure tries the remote again instead of keeping the old panel.
  const { pathname } = useLocation();
  return (
    <RemoteSlot
      remote={remote}
      module={module}
      resetKey={pathname}
      loadStyles={loadScreenStyles}
      loading={<RemoteLoading />}
      renderUnavailable={(retry) => <RemoteUnavailablePanel remote={remote} onRetry={retry} />}
    />
  );
}
