import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { AppMetrics } from '../metrics/app-metrics';
import type { EmailJobData } from './email-job';

/** Sends over SMTP (MailDev in development, the SMTP sink in tests, a real relay in production). */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: AppMetrics,
  ) {
    this.transport = createTransport(config.smtpUrl);
  }

  async send(mail: EmailJobData): Promise<void> {
    await this.metrics.timeSend(mail.kind ?? 'notice', () =>
      this.transport.sendMail({ from: this.config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
    );
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
