import { startSessionWatch } from '@greenroom/sdk';
import { useEffect } from 'react';

/** The 30-minute idle rule and the start-up checks of spec 01 §4, for as long as the app is mounted. */
export function useSessionWatch(): void {
  useEffect(() => startSessionWatch(), []);
}
