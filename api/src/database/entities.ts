import { CalendarCategoryEntity } from '../calendar/entities/calendar-category.entity';
import { CalendarEventEntity } from '../calendar/entities/calendar-event.entity';
import { CalendarFeedEntity } from '../calendar/entities/calendar-feed.entity';
import { LoginTokenEntity } from '../auth/entities/login-token.entity';
import { SessionEntity } from '../auth/entities/session.entity';
import { AuditionApplicationEntity } from '../auditions/entities/audition-application.entity';
import { MemberHeadshotEntity } from '../auditions/entities/member-headshot.entity';
import { ShowCharacterEntity } from '../auditions/entities/show-character.entity';
import { ShowEntity } from '../auditions/entities/show.entity';
import { FeatureWindowEntity } from '../feature-windows/entities/feature-window.entity';
import { MemberLogEntryEntity } from '../member-log/entities/member-log-entry.entity';
import { MemberAuditEntryEntity } from '../members/entities/member-audit-entry.entity';
import { MemberEntity } from '../members/entities/member.entity';
import { ApplicationNoticeEntity } from '../members/application-notices/application-notice.entity';
import { NavigationItemEntity } from '../navigation/entities/navigation-item.entity';
import { PlayReadingEventEntity } from '../play-reading/entities/play-reading-event.entity';
import { PlayReadingRsvpEntity } from '../play-reading/entities/play-reading-rsvp.entity';
import { EventRsvpEntity } from '../rsvp/entities/event-rsvp.entity';
import { RsvpEventEntity } from '../rsvp/entities/rsvp-event.entity';
import { DuesPaymentEntity } from '../members/dues/entities/dues-payment.entity';
import { DuesReminderEntity } from '../members/lifecycle/entities/dues-reminder.entity';
import { MemberSubscriptionEntity } from '../subscriptions/entities/member-subscription.entity';
import { SubscriptionListEntity } from '../subscriptions/entities/subscription-list.entity';
import { TeamEntity } from '../teams/entities/team.entity';
import { ReleaseTokenEntity } from '../remotes/entities/release-token.entity';
import { RemoteActivationEntity } from '../remotes/entities/remote-activation.entity';
import { RemoteReleaseEntity } from '../remotes/entities/remote-release.entity';
import { RemoteReportEntity } from '../remotes/entities/remote-report.entity';
import { RemoteEntity } from '../remotes/entities/remote.entity';
import { EmailCampaignAttachmentEntity } from '../email/entities/email-campaign-attachment.entity';
import { EmailCampaignRecipientEntity } from '../email/entities/email-campaign-recipient.entity';
import { EmailCampaignEntity } from '../email/entities/email-campaign.entity';
import { DigestRunEntity } from '../email/entities/digest-run.entity';
import { DigestSettingEntity } from '../email/entities/digest-setting.entity';
import { MemberEmailPreferenceEntity } from '../subscriptions/entities/member-email-preference.entity';
import { OutboxJobEntity } from '../outbox/outbox-job.entity';
import { SentEmailEntity } from '../mail/ledger/sent-email.entity';

/** Every entity, in one list shared by the Nest app, the CLI data source and the seed. */
export const ENTITIES = [
  MemberEntity,
  MemberAuditEntryEntity,
  ApplicationNoticeEntity,
  TeamEntity,
  NavigationItemEntity,
  FeatureWindowEntity,
  LoginTokenEntity,
  SessionEntity,
  MemberLogEntryEntity,
  CalendarCategoryEntity,
  CalendarEventEntity,
  CalendarFeedEntity,
  PlayReadingEventEntity,
  ShowEntity,
  ShowCharacterEntity,
  AuditionApplicationEntity,
  MemberHeadshotEntity,
  SubscriptionListEntity,
  MemberSubscriptionEntity,
  MemberEmailPreferenceEntity,
  EmailCampaignEntity,
  EmailCampaignRecipientEntity,
  EmailCampaignAttachmentEntity,
  DigestSettingEntity,
  DigestRunEntity,
  RsvpEventEntity,
  EventRsvpEntity,
  PlayReadingRsvpEntity,
  RemoteEntity,
  RemoteReleaseEntity,
  RemoteActivationEntity,
  RemoteReportEntity,
  ReleaseTokenEntity,
  DuesReminderEntity,
  DuesPaymentEntity,
  OutboxJobEntity,
  SentEmailEntity,
];
