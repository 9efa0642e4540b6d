import { officeInfoRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useAnswer } from './use-answer';

const RETRY_AFTER_MS = 1000;

const fetchOfficeInfo = () => apiFetch(officeInfoRoute);

/** Asked once more after a second when it fails, as the portal's queries are: the dues text needs it. */
const getOfficeInfo = () => fetchOfficeInfo().catch(() => new Promise<void>((resolve) => setTimeout(resolve, RETRY_AFTER_MS)).then(fetchOfficeInfo));

/** How the office wants the dues paid, and how to reach it (public, like /join itself). */
export function useOfficeInfo() {
  return useAnswer(getOfficeInfo);
}
