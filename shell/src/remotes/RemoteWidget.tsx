import { RemoteLoading } from './RemoteLoading';
import { RemoteSlot } from './RemoteSlot';
import { RemoteWidgetUnavailable } from './RemoteWidgetUnavailable';
import type { RemoteModuleProps } from './RemoteModule';

/** Renders a remote's widget (e.g. calendar './EventsAtAGlance') with a compact fallback and Retry. */
export function RemoteWidget({ remote, module }: RemoteModuleProps) {
  return (
    <RemoteSlot
      remote={remote}
      module={module}
      loading={<RemoteLoading compact />}
      renderUnavailable={(retry) => <RemoteWidgetUnavailable remote={remote} onRetry={retry} />}
    />
  );
}
