import { ADMIN_ONLY } from '../common/roles';
import { defineRoute } from '../routes/define-route';
import { EmailTimelineSchema } from './email-timeline';
import {
  CampaignListResponseSchema,
  CampaignMessageResponseSchema,
  CampaignResponseSchema,
  CountRecipientsResponseSchema,
  MembershipGroupsResponseSchema,
  MergeCheckResponseSchema,
  PreviewRecipientsResponseSchema,
  SendMassEmailResponseSchema,
  SendTestResponseSchema,
} from './mass-email';
import {
  EmailLogsResponseSchema,
  EmailMessageResponseSchema,
  EmailStatsSchema,
  EventsPreviewResponseSchema,
  QueueDashboardSessionSchema,
  SchedulerStatusSchema,
  ToggleSchedulerResponseSchema,
} from './notifications';

export const membershipGroupsRoute = defineRoute({
  method: 'GET',
  path: '/api/membership-groups',
  response: MembershipGroupsResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const previewRecipientsRoute = defineRoute({
  method: 'POST',
  path: '/api/email/preview-recipients',
  response: PreviewRecipientsResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const countRecipientsRoute = defineRoute({
  method: 'POST',
  path: '/api/email/count-recipients-v2',
  response: CountRecipientsResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const mergeCheckRoute = defineRoute({
  method: 'POST',
  path: '/api/email/merge-check',
  response: MergeCheckResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const sendTestEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/email/send-test',
  response: SendTestResponseSchema,
  access: { roles: ADMIN_ONLY },
  bodyLimit: 'attachments',
});
/** Accepted, not yet sent: the campaign goes out from the queue. */
export const sendMassEmailRoute = defineRoute({
  method: 'POST',
  path: '/api/email/send-mass',
  response: SendMassEmailResponseSchema,
  access: { roles: ADMIN_ONLY },
  status: 202,
  bodyLimit: 'attachments',
});
export const campaignsRoute = defineRoute({
  method: 'GET',
  path: '/api/email/campaigns',
  response: CampaignListResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const campaignRoute = defineRoute({
  method: 'GET',
  path: '/api/email/campaigns/:id',
  response: CampaignResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const campaignMessageRoute = defineRoute({
  method: 'GET',
  path: '/api/email/campaigns/:id/message',
  response: CampaignMessageResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const eventsPreviewRoute = defineRoute({
  method: 'GET',
  path: '/api/events-preview',
  response: EventsPreviewResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const sendDigestTestRoute = defineRoute({
  method: 'POST',
  path: '/api/send-test-email',
  response: EmailMessageResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const schedulerStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/email-scheduler-status',
  response: SchedulerStatusSchema,
  access: { roles: ADMIN_ONLY },
});
export const toggleSchedulerRoute = defineRoute({
  method: 'POST',
  path: '/api/toggle-email-scheduler',
  response: ToggleSchedulerResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const schedulerSettingsRoute = defineRoute({
  method: 'POST',
  path: '/api/email-scheduler-settings',
  response: ToggleSchedulerResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const emailStatsRoute = defineRoute({ method: 'GET', path: '/api/email-stats', response: EmailStatsSchema, access: { roles: ADMIN_ONLY } });
export const emailTimelineRoute = defineRoute({
  method: 'GET',
  path: '/api/email-timeline',
  response: EmailTimelineSchema,
  access: { roles: ADMIN_ONLY },
});
export const emailLogsRoute = defineRoute({
  method: 'GET',
  path: '/api/email-logs',
  response: EmailLogsResponseSchema,
  access: { roles: ADMIN_ONLY },
});
export const queueDashboardSessionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/queues-session',
  response: QueueDashboardSessionSchema,
  access: { roles: ADMIN_ONLY },
});
