import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadRemoteComponent, RemoteUnavailableError } from './load-remote-component';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { reportRemote } from './remote-reports';

export interface RemoteSlotProps {
  remote: string;
  module: string;
  loading: ReactNode;
  renderUnavailable: (retry: () => void) => ReactNode;
  resetKey?: string;
  /** Stylesheets the module needs, fetched beside it and in place before it draws. */
  loadStyles?: () => Promise<unknown>;
}

/** Calls `onDrawn` once, after the remote's screen beside it was first committed to the page. */
function DrawnSignal({ onDrawn }: { onDrawn: () => void }) {
  useEffect(onDrawn, [onDrawn]);
  return null;
}

/**
 * Shared body of RemoteModule and RemoteWidget: lazy load, boundary, and a retry that really loads again. Each
 * attempt reports what the member saw of the release (drawn and how fast, failed to load, failed to render).
 */
export function RemoteSlot({ remote, module, loading, renderUnavailable, resetKey, loadStyles }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // The version the current attempt loaded: a render error later is reported against it.
  const loadedVersion = useRef<string | undefined>(undefined);
  // React.lazy remembers a rejected import forever, so every attempt gets its own lazy component.
  const Loaded = useMemo(
    () =>
      lazy(async () => {
        const startedAt = performance.now();
        loadedVersion.current = undefined;
        try {
          const [{ component: Screen, version }] = await Promise.all([loadRemoteComponent(remote, module, { retry: attempt > 0 }), loadStyles?.()]);
          loadedVersion.current = version;
          let reported = false;
          const onDrawn = () => {
            // Once per attempt, also where React runs effects twice (StrictMode in development).
            if (reported || !version) return;
            reported = true;
            reportRemote({ remote, version, outcome: 'drawn', drawMs: performance.now() - startedAt });
          };
          const Drawn = () => (
            <>
              <Screen />
              <DrawnSignal onDrawn={onDrawn} />
            </>
          );
          return { default: Drawn };
        } catch (error) {
          if (error instanceof RemoteUnavailableError && error.version) reportRemote({ remote, version: error.version, outcome: 'load failed' });
          throw error;
        }
      }),
    [remote, module, attempt, loadStyles],
  );
  const onError = useCallback(
    (error: unknown) => {
      // A failed load was reported where it happened; anything else the boundary caught was thrown while rendering.
      if (!(error instanceof RemoteUnavailableError) && loadedVersion.current) {
        reportRemote({ remote, version: loadedVersion.current, outcome: 'render error' });
      }
    },
    [remote],
  );
  return (
    <RemoteErrorBoundary
      key={`${remote}:${module}:${attempt}`}
      resetKey={resetKey}
      onReset={retry}
      onError={onError}
      fallback={renderUnavailable(retry)}
    >
      <Suspense fallback={loading}>
        <Loaded />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
