import type { EmailJobData } from '../mail-delivery/email-job';
import type { MemberEntity } from '../members/entities/member.entity';
import type { AuditionApplicationEntity } from './entities/audition-application.entity';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function auditionConfirmationEmail(member: MemberEntity, application: AuditionApplicationEntity): Omit<EmailJobData, 'to'> {
  const dates = application.selectedDates.map((date) => `${date.date}, ${date.startTime} - ${date.endTime}`);
  const roles = application.selectedCharacters.length > 0 ? application.selectedCharacters.join(', ') : 'No particular role';
  const lines = [
    `Dear ${member.firstName},`,
    `Thank you for pre-registering to audition for ${application.showName}.`,
    `Your audition date(s): ${dates.join('; ')}`,
    `Roles: ${roles}`,
    'Please bring your audition sheet (you can download it from the pre-registration page). See you there!',
  ];
  return {
    kind: 'audition-confirmation',
    subject: `Audition pre-registration received: ${application.showName}`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p style="font-size:18px">${escapeHtml(line)}</p>`).join(''),
  };
}
