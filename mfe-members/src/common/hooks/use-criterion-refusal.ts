import { SEARCH_CRITERION_REQUIRED_MESSAGE } from '@greenroom/contracts';
import { useAnnounce } from '@greenroom/sdk';
import { useCallback, useEffect, useState } from 'react';

const SHOWN_MS = 3000;

/**
 * "Please enter at least one search criterion" belongs to no field of a member search: it is shown under the
 * Search button for three seconds (CriterionRefusalAlert) and read out. The directory search and Edit Member's name search both use it.
 */
export function useCriterionRefusal() {
  const announce = useAnnounce();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  const refuse = useCallback(() => {
    setShown(true);
    announce(SEARCH_CRITERION_REQUIRED_MESSAGE, 'assertive');
  }, [announce]);
  const dismiss = useCallback(() => setShown(false), []);

  return { shown, refuse, dismiss };
}
