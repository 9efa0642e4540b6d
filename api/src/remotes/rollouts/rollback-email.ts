import type { EmailJobData } from '../../mail-delivery/email-job';
import type { RolloutFigures } from './rollouts.repository';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export interface RollbackNotice {
  remote: string;
  version: string;
  /** What everyone gets again; null when the remote had no active release. */
  previousVersion: string | null;
  share: number;
  figures: RolloutFigures;
}

/** The sentences the e-mail and the Releases screen use for why a version was taken back. */
export function rollbackReason({ figures }: Pick<RollbackNotice, 'figures'>): string {
  const minutes = figures.windowSeconds % 60 === 0 ? `${figures.windowSeconds / 60} minutes` : `${figures.windowSeconds} seconds`;
  return (
    `In the last ${minutes}, ${figures.errors} of ${figures.sessions} pages that showed it went wrong (${figures.errorPercent}%), ` +
    `more than the ${figures.thresholdPercent}% allowed.`
  );
}

/** To one Admin: which screen was taken back, why, and where to look. */
export function rollbackEmail(to: string, notice: RollbackNotice, portalUrl: string): EmailJobData {
  const back = notice.previousVersion ? `everyone sees version ${notice.previousVersion} again` : 'no member is offered it any longer';
  const lines = [
    `The portal took back version ${notice.version} of the ${notice.remote} screens by itself: ${back}.`,
    rollbackReason(notice),
    'Nothing needs to be done tonight. The team that made the version can look at it and release a corrected one.',
  ];
  const link = `${portalUrl}/releases`;
  return {
    kind: 'notice',
    to,
    subject: `The portal took back a new version of the ${notice.remote} screens`,
    text: [...lines, `The Releases screen shows the details: ${link}`].join('\n\n'),
    html: `<div style="font-family: Arial, sans-serif; font-size: 20px; line-height: 1.5; color: #111">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n')}<p>The <a href="${escapeHtml(link)}">Releases screen</a> shows the details.</p></div>`,
  };
}
