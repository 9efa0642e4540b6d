import { useQuery } from '@tanstack/react-query';
import { myAuditionApplicationsRoute } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';

export const MY_APPLICATIONS_KEY = ['auditions', 'mine'] as const;

export const fetchMyApplications = () => apiFetch(myAuditionApplicationsRoute);

/** The member's own pre-registrations, by show name (one per show: a second submission updates the first). */
export const useMyApplications = () =>
  useQuery({
    queryKey: MY_APPLICATIONS_KEY,
    queryFn: fetchMyApplications,
    select: (answer) => new Map(answer.applications.map((application) => [application.showName, application])),
  });
