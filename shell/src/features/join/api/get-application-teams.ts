import { teamsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useAnswer } from './use-answer';

async function getApplicationTeams() {
  const answer = await apiFetch(teamsRoute);
  if (!answer.success) throw new Error('The teams list could not be loaded');
  return answer.teams;
}

/** The application offers the teams only when the list loaded in full; otherwise it falls back to the spec's list. */
export function useApplicationTeams() {
  return useAnswer(getApplicationTeams);
}
