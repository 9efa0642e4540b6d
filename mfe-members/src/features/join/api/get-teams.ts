import { useQuery } from '@tanstack/react-query';
import { teamsQueryOptions } from '../../../shared/api/get-teams';

/** The application offers the teams only when the list loaded in full; otherwise it falls back to the spec's list. */
export function useApplicationTeams() {
  return useQuery({
    ...teamsQueryOptions(),
    select: (answer) => {
      if (!answer.success) throw new Error('The teams list could not be loaded');
      return answer.teams;
    },
  });
}
