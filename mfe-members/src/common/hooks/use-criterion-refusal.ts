import { SEARCH_CRITERION_REQUIRED_MESSAGE } from '@greenroom/contracts';
import { useAnnounce } from '@greenroom/sdk';
import { useCallback, useState } from 'react';

/**
 * "Please enter at least one search criterion" belongs to no field of a member search: it is shown under the
 * Search button (CriterionRefusalAlert) and read out, and stays until the next search or Clear. The spec's three
 * seconds were too short to read for the people who use this screen. The directory search and Edit Member's name
 * search both use it.
 */
export function useCriterionRefusal() {
  const announce = useAnnounce();
  const [shown, setShown] = useState(false);

  const refuse = useCallback(() => {
    setShown(true);
    announce(SEARCH_CRITERION_REQUIRED_MESSAGE, 'assertive');
  }, [announce]);
  const dismiss = useCallback(() => setShown(false), []);

  return { shown, refuse, dismiss };
}
