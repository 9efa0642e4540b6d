import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemberEmailPreferenceEntity } from './entities/member-email-preference.entity';
import { MemberSubscriptionEntity } from './entities/member-subscription.entity';
import { SubscriptionListEntity } from './entities/subscription-list.entity';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [TypeOrmModule.forFeature([SubscriptionListEntity, MemberSubscriptionEntity, MemberEmailPreferenceEntity])],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsService],
})
export class SubscriptionsModule {}
