import { useQuery } from '@tanstack/react-query';
import type { AuditionApplicationsResponse } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const fetchAuditionApplications = () => apiFetch<AuditionApplicationsResponse>('/api/auditions/applications');

export const useAuditionApplications = () => useQuery({ queryKey: ['auditions', 'applications'], queryFn: fetchAuditionApplications });
