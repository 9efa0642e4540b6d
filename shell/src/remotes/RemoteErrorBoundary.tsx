import { Component, type ReactNode } from 'react';

interface RemoteErrorBoundaryProps {
  /** When this changes while the boundary shows its fallback (e.g. the member navigated), it asks to retry. */
  resetKey?: string;
  onReset: () => void;
  /** Told what the boundary caught (a failed load or an error thrown while rendering). */
  onError?: (error: unknown) => void;
  fallback: ReactNode;
  children: ReactNode;
}

interface RemoteErrorBoundaryState {
  failed: boolean;
}

/**
 * Catches a remote that fails to load or throws while rendering, so the layout and other remotes keep working.
 * React itself reports the caught error to the console (React 19's onCaughtError).
 */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: RemoteErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.props.onReset();
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
