import { useQuery } from '@tanstack/react-query';
import { auditionApplicationsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const fetchAuditionApplications = () => apiFetch(auditionApplicationsRoute);

export const useAuditionApplications = () => useQuery({ queryKey: ['auditions', 'applications'], queryFn: fetchAuditionApplications });
