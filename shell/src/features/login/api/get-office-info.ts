import { officeInfoRoute, type OfficeInfoResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useEffect, useState } from 'react';

export function getOfficeInfo(): Promise<OfficeInfoResponse> {
  return apiFetch(officeInfoRoute);
}

/**
 * The office's contact, once. A plain effect, not TanStack Query: the login page also runs in the public bundle,
 * which has no query client. Null while loading or when the call fails (the help then names no address).
 */
export function useOfficeInfo(): OfficeInfoResponse | null {
  const [info, setInfo] = useState<OfficeInfoResponse | null>(null);
  useEffect(() => {
    let current = true;
    getOfficeInfo().then(
      (answer) => current && setInfo(answer),
      (error: unknown) => console.warn('Could not load the office contact.', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return info;
}
