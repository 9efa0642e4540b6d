import type { SendMassEmailRequest } from '@greenroom/contracts';
import { SEEDED } from './members';

/** A POST /api/email/send-mass body the server accepts: the office writing to the Active group; each test sets the fields it is about. */
export function massEmail(fields: Partial<SendMassEmailRequest> = {}): SendMassEmailRequest {
  return {
    fromName: 'Greenroom Theater',
    fromEmail: 'office@greenroom.test',
    replyToEmail: SEEDED.Admin.email,
    subject: 'Rehearsal',
    body: '<p>Hello {{First_Name}}</p>',
    groups: ['Active'],
    teams: [],
    teamFilterType: 'OR',
    ...fields,
  };
}
