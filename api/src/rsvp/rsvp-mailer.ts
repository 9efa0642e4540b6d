import { Injectable, Logger } from '@nestjs/common';
import { EmailQueue } from '../mail-delivery/email-queue';
import { RsvpConfirmation, rsvpConfirmationEmail } from './rsvp-confirmation-email';

/** Queues RSVP confirmations. Spec: a failed confirmation is only logged; the RSVP itself stands. */
@Injectable()
export class RsvpMailer {
  private readonly logger = new Logger(RsvpMailer.name);

  constructor(private readonly emailQueue: EmailQueue) {}

  /** `changeId` names the stored change, so a retried request queues no second e-mail. */
  async confirm(confirmation: RsvpConfirmation, changeId: string): Promise<void> {
    try {
      await this.emailQueue.enqueue(rsvpConfirmationEmail(confirmation), `rsvp-${changeId}`);
    } catch (error) {
      this.logger.warn(`RSVP confirmation to ${confirmation.to} not queued: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
