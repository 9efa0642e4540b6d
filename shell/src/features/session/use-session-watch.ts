import { startSessionWatch } from '@greenroom/sdk';
import { useEffect } from 'react';

/** The 30-minute idle rule and the start-up checks of docs/spec-summary.md §1.4, for as long as the app is mounted. */
export function useSessionWatch(): void {
  useEffect(() => startSessionWatch(), []);
}
