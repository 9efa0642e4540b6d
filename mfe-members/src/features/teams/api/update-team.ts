import type { TeamResponse, TeamUpdateRequest } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAMS_KEY } from './get-teams';

export const updateTeam = ({ id, ...team }: TeamUpdateRequest & { id: string }) =>
  apiFetch<TeamResponse>(`/api/teams/${encodeURIComponent(id)}`, { method: 'PUT', body: team });

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: TEAMS_KEY }), queryClient.invalidateQueries({ queryKey: ['members', 'team-choices'] })]),
  });
}
