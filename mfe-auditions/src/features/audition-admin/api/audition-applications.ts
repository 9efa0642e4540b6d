import { useQuery } from '@tanstack/react-query';
import { AuditionApplicationsResponseSchema } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const fetchAuditionApplications = () => apiFetch('/api/auditions/applications', AuditionApplicationsResponseSchema);

export const useAuditionApplications = () => useQuery({ queryKey: ['auditions', 'applications'], queryFn: fetchAuditionApplications });
