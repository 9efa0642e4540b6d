import type { z } from 'zod';
import {
  AuditionApplicationsResponseSchema,
  AuditionSubmissionResponseSchema,
  HeadshotInfoResponseSchema,
  MemberProfilePatchResponseSchema,
  MyAuditionApplicationsResponseSchema,
  ShowInformationResponseSchema,
} from '../auditions/auditions';
import { ShowResponseSchema, ShowsResponseSchema } from '../auditions/shows';
import { PlayReadingCancelResponseSchema, PlayReadingEventResponseSchema, PlayReadingManagedEventsResponseSchema } from '../rsvp/play-reading-admin';
import {
  CheckEmailResponseSchema,
  KeepAliveResponseSchema,
  LogoutResponseSchema,
  RequestLinkResponseSchema,
  VerifyTokenResponseSchema,
} from '../auth/auth';
import {
  CalendarCategoriesResponseSchema,
  CalendarCategoryResponseSchema,
  CalendarDataResponseSchema,
  CalendarDeleteResponseSchema,
  CalendarEventResponseSchema,
  CalendarFeedLinkSchema,
  CalendarFeedStatusSchema,
  CalendarSeriesResponseSchema,
  GlanceResponseSchema,
} from '../calendar/calendar';
import { ApiErrorBodySchema } from '../common/api-error';
import { TextResponseSchema } from '../common/responses';
import {
  CampaignListResponseSchema,
  CampaignResponseSchema,
  CountRecipientsResponseSchema,
  MembershipGroupsResponseSchema,
  PreviewRecipientsResponseSchema,
  MergeCheckResponseSchema,
  CampaignMessageResponseSchema,
  SendMassEmailResponseSchema,
  SendTestResponseSchema,
} from '../email/mass-email';
import {
  EmailLogsResponseSchema,
  EmailMessageResponseSchema,
  EmailStatsSchema,
  EventsPreviewResponseSchema,
  QueueDashboardSessionSchema,
  SchedulerStatusSchema,
  ToggleSchedulerResponseSchema,
} from '../email/notifications';
import { EmailTimelineSchema } from '../email/email-timeline';
import { SubscriptionChoicesResponseSchema, UpdateUserSubscriptionsResponseSchema, UserSubscriptionsResponseSchema } from '../email/subscriptions';
import { FeatureWindowsResponseSchema } from '../feature-windows/feature-window';
import { OfficeInfoResponseSchema } from '../office/office-info';
import { HealthResponseSchema, LiveResponseSchema } from '../health/health';
import { TheaterClockSchema } from '../common/theater-clock';
import { MemberLogResponseSchema } from '../member-log/member-log';
import { MemberResponseSchema } from '../members/member';
import { MemberApplicationResponseSchema } from '../members/member-application';
import { DuesListResponseSchema, DuesPaymentResponseSchema } from '../members/membership-lifecycle';
import { ContactProblemsResponseSchema } from '../members/us-contact';
import { ChoicesResponseSchema } from '../members/member-choices';
import { MemberSearchResponseSchema } from '../members/member-search';
import { AdminMemberResponseSchema, MemberDeleteResponseSchema, OwnMemberUpdateResponseSchema } from '../members/member-update';
import { NavigationResponseSchema } from '../navigation/navigation';
import { ReleaseRefusedBodySchema, ReleaseSwitchResponseSchema, RemotesResponseSchema } from '../remotes/remotes';
import {
  AttendeesResponseSchema,
  PlayReadingEventsResponseSchema,
  PlayReadingRsvpStatusResponseSchema,
  PlayReadingRsvpUpdateResponseSchema,
  RsvpEventResponseSchema,
  RsvpEventSchema,
  RsvpSeasonsResponseSchema,
  RsvpUpdateResponseSchema,
} from '../rsvp/rsvp';
import { TeamResponseSchema, TeamsResponseSchema } from '../teams/teams';

/**
 * The success answer of each call, keyed 'METHOD /path' as /api/docs spells it ({param} for a path parameter). The
 * API lists these in its OpenAPI document; the apps parse each answer with the same schema (apiFetch in the SDK).
 */
export const RESPONSE_CONTRACTS = {
  'GET /api/health': HealthResponseSchema,
  'GET /api/health/live': LiveResponseSchema,
  'GET /api/health/ready': HealthResponseSchema,
  'GET /api/clock': TheaterClockSchema,
  'POST /api/auth/check-email': CheckEmailResponseSchema,
  'POST /api/auth/request-link': RequestLinkResponseSchema,
  'POST /api/auth/verify-token': VerifyTokenResponseSchema,
  'POST /api/auth/keep-alive': KeepAliveResponseSchema,
  'POST /api/auth/logout': LogoutResponseSchema,
  'POST /api/auth/logout-everywhere': LogoutResponseSchema,
  'GET /api/members-nav': NavigationResponseSchema,
  'GET /api/feature-windows': FeatureWindowsResponseSchema,
  'GET /api/office-info': OfficeInfoResponseSchema,
  'POST /api/members/me': MemberResponseSchema,
  'GET /api/members/current': MemberResponseSchema,
  'PATCH /api/members/update': OwnMemberUpdateResponseSchema,
  'POST /api/members/update': AdminMemberResponseSchema,
  'POST /api/members/search': MemberSearchResponseSchema,
  'POST /api/members/export': TextResponseSchema,
  'GET /api/members/contact-problems': ContactProblemsResponseSchema,
  'POST /api/members/dues-payment': DuesPaymentResponseSchema,
  'GET /api/members/dues': DuesListResponseSchema,
  'GET /api/members/dues.csv': TextResponseSchema,
  'GET /api/members/detail': AdminMemberResponseSchema,
  'POST /api/members/delete': MemberDeleteResponseSchema,
  'POST /api/members/new': MemberApplicationResponseSchema,
  'GET /api/status-choices': ChoicesResponseSchema,
  'GET /api/team-choices': ChoicesResponseSchema,
  'GET /api/teams': TeamsResponseSchema,
  'PUT /api/teams/{id}': TeamResponseSchema,
  'POST /api/update-member-teams': MemberResponseSchema,
  'GET /api/membership/member-log': MemberLogResponseSchema,
  'GET /api/calendar-categories': CalendarCategoriesResponseSchema,
  'POST /api/calendar-categories': CalendarCategoryResponseSchema,
  'PATCH /api/calendar-categories/{id}': CalendarCategoryResponseSchema,
  'POST /api/calendar-categories/{id}/retire': CalendarCategoryResponseSchema,
  'POST /api/calendar-categories/{id}/restore': CalendarCategoryResponseSchema,
  'PUT /api/calendar-categories/order': CalendarCategoriesResponseSchema,
  'GET /api/calendar-data': CalendarDataResponseSchema,
  'GET /api/calendar-data/{id}': CalendarEventResponseSchema,
  'POST /api/calendar-data': CalendarEventResponseSchema,
  'POST /api/calendar-data/series': CalendarSeriesResponseSchema,
  'PATCH /api/calendar-data/{id}': CalendarEventResponseSchema,
  'DELETE /api/calendar-data/{id}': CalendarDeleteResponseSchema,
  'GET /membership/calendar/events-at-a-glance': GlanceResponseSchema,
  'GET /api/calendar-feed': CalendarFeedStatusSchema,
  'POST /api/calendar-feed': CalendarFeedLinkSchema,
  'DELETE /api/calendar-feed': CalendarFeedStatusSchema,
  'GET /api/membership-groups': MembershipGroupsResponseSchema,
  'POST /api/email/preview-recipients': PreviewRecipientsResponseSchema,
  'POST /api/email/count-recipients-v2': CountRecipientsResponseSchema,
  'POST /api/email/merge-check': MergeCheckResponseSchema,
  'GET /api/email/campaigns/{id}/message': CampaignMessageResponseSchema,
  'POST /api/email/send-test': SendTestResponseSchema,
  'POST /api/email/send-mass': SendMassEmailResponseSchema,
  'GET /api/email/campaigns': CampaignListResponseSchema,
  'GET /api/email/campaigns/{id}': CampaignResponseSchema,
  'GET /api/events-preview': EventsPreviewResponseSchema,
  'POST /api/send-test-email': EmailMessageResponseSchema,
  'GET /api/email-scheduler-status': SchedulerStatusSchema,
  'POST /api/toggle-email-scheduler': ToggleSchedulerResponseSchema,
  'POST /api/email-scheduler-settings': ToggleSchedulerResponseSchema,
  'GET /api/email-stats': EmailStatsSchema,
  'GET /api/email-timeline': EmailTimelineSchema,
  'GET /api/email-logs': EmailLogsResponseSchema,
  'POST /api/admin/queues-session': QueueDashboardSessionSchema,
  'GET /api/subscription-choices': SubscriptionChoicesResponseSchema,
  'GET /api/user-subscriptions': UserSubscriptionsResponseSchema,
  'POST /api/update-user-subscriptions': UpdateUserSubscriptionsResponseSchema,
  'GET /api/auditions/applications': AuditionApplicationsResponseSchema,
  'GET /api/show-information': ShowInformationResponseSchema,
  'GET /api/shows': ShowsResponseSchema,
  'POST /api/shows': ShowResponseSchema,
  'PUT /api/shows/{id}': ShowResponseSchema,
  'POST /api/shows/{id}/retire': ShowResponseSchema,
  'POST /api/audition-applications': AuditionSubmissionResponseSchema,
  'GET /api/audition-applications/mine': MyAuditionApplicationsResponseSchema,
  'GET /api/members/{memberId}/headshot-info': HeadshotInfoResponseSchema,
  'POST /api/members/{memberId}/headshot': HeadshotInfoResponseSchema,
  'PATCH /api/members/{memberId}': MemberProfilePatchResponseSchema,
  'POST /api/update-holiday-rsvp': RsvpUpdateResponseSchema,
  'POST /api/update-social-rsvp': RsvpUpdateResponseSchema,
  'GET /api/holiday-party-attendees': AttendeesResponseSchema,
  'GET /api/may-social-attendees': AttendeesResponseSchema,
  'GET /api/rsvp-events/{key}': RsvpEventResponseSchema,
  'PUT /api/rsvp-events/{key}': RsvpEventSchema,
  'GET /api/rsvp-events/{key}/attendees.csv': TextResponseSchema,
  'GET /api/rsvp-events/{key}/seasons': RsvpSeasonsResponseSchema,
  'POST /api/rsvp-events/{key}/seasons': RsvpEventSchema,
  'GET /api/rsvp-events/{key}/seasons/{season}/attendees': AttendeesResponseSchema,
  'GET /api/rsvp-events/{key}/seasons/{season}/attendees.csv': TextResponseSchema,
  'GET /api/membership/play-reading-events': PlayReadingEventsResponseSchema,
  'POST /api/membership/play-reading-events': PlayReadingEventResponseSchema,
  'GET /api/membership/play-reading-events/manage': PlayReadingManagedEventsResponseSchema,
  'PUT /api/membership/play-reading-events/{id}': PlayReadingEventResponseSchema,
  'POST /api/membership/play-reading-events/{id}/cancel': PlayReadingCancelResponseSchema,
  'POST /api/membership/rsvp-status': PlayReadingRsvpStatusResponseSchema,
  'POST /api/membership/update-play-reading-rsvp': PlayReadingRsvpUpdateResponseSchema,
  'POST /api/membership/play-reading-attendees': AttendeesResponseSchema,
  'GET /api/membership/play-reading-attendees.csv': TextResponseSchema,
  'GET /api/remotes': RemotesResponseSchema,
  'POST /api/remotes/{name}/activate': ReleaseSwitchResponseSchema,
  'POST /api/remotes/{name}/rollback': ReleaseSwitchResponseSchema,
} as const satisfies Record<string, z.ZodType>;

export type ResponseContractKey = keyof typeof RESPONSE_CONTRACTS;

/** Every error answers ApiErrorBody; a release the contract check refused answers its reasons too. */
export const ERROR_CONTRACTS = {
  default: ApiErrorBodySchema,
  'POST /api/remotes/{name}/releases': ReleaseRefusedBodySchema,
} as const satisfies Record<string, z.ZodType>;
