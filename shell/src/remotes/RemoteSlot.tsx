import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { loadRemoteComponent } from './load-remote-component';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

export interface RemoteSlotProps {
  remote: string;
  module: string;
  loading: ReactNode;
  renderUnavailable: (retry: () => void) => ReactNode;
  resetKey?: string;
}

/** Shared body of RemoteModule and RemoteWidget: lazy load, boundary, and a retry that really loads again. */
export function RemoteSlot({ remote, module, loading, renderUnavailable, resetKey }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // React.lazy remembers a rejected import forever, so every attempt gets its own lazy component.
  const Loaded = useMemo(
    () => lazy(() => loadRemoteComponent(remote, module, { retry: attempt > 0 }).then((component) => ({ default: component }))),
    [remote, module, attempt],
  );
  return (
    <RemoteErrorBoundary key={`${remote}:${module}:${attempt}`} resetKey={resetKey} onReset={retry} fallback={renderUnavailable(retry)}>
      <Suspense fallback={loading}>
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
