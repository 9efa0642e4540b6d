import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailQueuesModule } from '../../mail-delivery/mail-queues.module';
import { RemotesRepository } from '../remotes.repository';
import { ROLLOUT_RULE_QUEUE } from './rollout-rule-job';
import { RolloutRuleProcessor } from './rollout-rule.processor';
import { RolloutRuleService } from './rollout-rule.service';
import { RolloutsRepository } from './rollouts.repository';

/** Worker side of staged rollouts: the rule that rolls a failing release back and moves a healthy one on. */
@Module({
  imports: [BullModule.registerQueue({ name: ROLLOUT_RULE_QUEUE }), MailQueuesModule.forWorker()],
  providers: [RemotesRepository, RolloutsRepository, RolloutRuleService, RolloutRuleProcessor],
})
export class RolloutsWorkerModule {}
