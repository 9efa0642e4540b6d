import { isRedirectRoute, ROUTE_TABLE } from '../../../app/route-table';

/** What each remote does, in the office's words: the Releases screen leads with it, not the remote's code name. */
const PURPOSES: Record<string, string> = {
  members: 'Member records, teams, dues and the member log',
  calendar: 'The event calendar and its categories',
  email: 'E-mail subscriptions, mass e-mail and the daily and weekly event e-mails',
  auditions: 'Shows, characters and audition pre-registration',
  rsvp: 'Sign-ups for play readings, the holiday party and the May social',
};

export function remotePurpose(name: string): string {
  return PURPOSES[name] ?? `The ${name} part of the portal`;
}

/** The titles of the pages the remote draws, from the shell's route table. */
export function remotePages(name: string): string[] {
  const titles = ROUTE_TABLE.filter((route) => !isRedirectRoute(route) && route.owner.kind === 'remote' && route.owner.remote === name).map(
    (route) => ('title' in route ? route.title : ''),
  );
  return [...new Set(titles)];
}
