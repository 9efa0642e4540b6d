import { contactProblemsRoute, type ContactProblem } from '@greenroom/contracts';
import { apiFetch } from '@greenroom/sdk';
import { useQuery } from '@tanstack/react-query';

async function getContactProblems(): Promise<ContactProblem[]> {
  return (await apiFetch(contactProblemsRoute)).records;
}

/** GET /api/members/contact-problems (Admin): stored records whose phone or ZIP code breaks the rules. */
export function useContactProblems() {
  return useQuery({ queryKey: ['members', 'contact-problems'], queryFn: getContactProblems, retry: false });
}
