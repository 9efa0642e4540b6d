export const EMAIL_QUEUE = 'email';

/** One e-mail for the worker to send. Later features put all their mail on this queue too. */
export interface EmailJobData {
  to: string;
  subject: string;
  text: string;
  html: string;
}
