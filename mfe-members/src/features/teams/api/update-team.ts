import { type TeamUpdateRequest, updateTeamRoute } from '@greenroom/contracts';
import { apiFetch, teamChoicesKeys } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsKeys } from '../../../common/api/get-teams';

export const updateTeam = ({ id, ...team }: TeamUpdateRequest & { id: string }) => apiFetch(updateTeamRoute, { params: { id }, body: team });

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: teamsKeys.all }), queryClient.invalidateQueries({ queryKey: teamChoicesKeys.all })]),
  });
}
