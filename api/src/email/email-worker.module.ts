import { Module } from '@nestjs/common';
import { MailQueuesModule } from '../mail/mail-queues.module';
import { BulkMailProcessor } from './bulk-mail.processor';
import { CampaignBacklogSampler } from './campaign-backlog.sampler';
import { CampaignCompletion } from './campaign-completion.service';
import { CampaignRecipientsRepository } from './campaign-recipients.repository';
import { CampaignSender } from './campaign-sender.service';
import { CampaignsRepository } from './campaigns.repository';
import { DigestEventsRepository } from './digest-events.repository';
import { DigestRunner } from './digest-runner.service';
import { EmailRunsRepository } from './email-runs.repository';
import { RecipientsRepository } from './recipients.repository';

/** Worker side of mass e-mail and digests; needs the database module of the worker process. */
@Module({
  imports: [MailQueuesModule.forWorker()],
  providers: [
    CampaignSender,
    CampaignsRepository,
    CampaignRecipientsRepository,
    RecipientsRepository,
    DigestEventsRepository,
    EmailRunsRepository,
    DigestRunner,
    BulkMailProcessor,
    CampaignCompletion,
    CampaignBacklogSampler,
  ],
})
export class EmailWorkerModule {}
