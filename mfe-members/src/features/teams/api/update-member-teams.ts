import { updateMemberTeamsRoute } from '@greenroom/contracts';
import { apiFetch, updateSessionMember } from '@greenroom/sdk';
import { useMutation } from '@tanstack/react-query';

/** The server stores the teams of the session's member; the e-mail only has to match it. */
export const updateMemberTeams = (email: string, teams: string[]) => apiFetch(updateMemberTeamsRoute, { body: { email, teams } });

export function useUpdateMemberTeams() {
  return useMutation({
    mutationFn: ({ email, teams }: { email: string; teams: string[] }) => updateMemberTeams(email, teams),
    onSuccess: ({ member }) => updateSessionMember(member),
  });
}
