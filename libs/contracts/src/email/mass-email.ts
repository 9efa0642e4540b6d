import { z } from 'zod';
import { itemResponse, listResponse, MessageResponseSchema } from '../common/responses';
import { EmailSchema } from '../common/email';
import { personNameSchema } from '../common/person-name';
import type { MemberFieldName } from '../members/member-fields';

/** Every merge tag of the spec, written {{Tag}} in subject and body: member fields (MEMBER_FIELDS) and Full_Name. */
export const MERGE_TAGS = [
  'First_Name',
  'Last_Name',
  'Email',
  'Membership_Status',
  'Member_Since',
  'Dues_Expire',
  'Dues_Status',
  'Villages_ID',
  'Street_Address',
  'City',
  'State',
  'Zip_Code',
  'Full_Name',
] as const satisfies readonly (MemberFieldName | 'Full_Name')[];
export type MergeTag = (typeof MERGE_TAGS)[number];

/** docs/spec-summary.md §2.9: the editor's font sizes, 12 to 36 px; the server's sanitizer keeps exactly these. */
export const EDITOR_FONT_SIZES = [12, 14, 16, 18, 20, 24, 28, 32, 36] as const;

export const DEFAULT_MASS_EMAIL_GROUPS = ['Active', 'LTM'];
export const HIDDEN_MEMBERSHIP_GROUPS = ['Inactive', 'Deceased'];
export const FALLBACK_MEMBERSHIP_GROUPS: MembershipGroup[] = [
  { name: 'Active', count: 139 },
  { name: 'LTM', count: 42 },
  { name: 'Expired', count: 35 },
  { name: 'Pending', count: 8 },
  { name: 'Cancelled', count: 3 },
];
export const FALLBACK_TEAM_CHOICES = [
  'Ushers',
  'Makeup',
  'Costumes',
  'Hospitality',
  'Set',
  'Shows to Go',
  'Mic Tech/Dresser',
  'Box Office',
  'AV',
  'Props',
  'Actor',
  'Director/AD/SM',
];

export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg'] as const;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_TOTAL_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENTS_WARNING_BYTES = 8 * 1024 * 1024;
export const PREVIEW_RECIPIENT_LIMIT = 20;

export const MembershipGroupSchema = z.object({
  name: z.string(),
  count: z.number(),
});
export type MembershipGroup = z.infer<typeof MembershipGroupSchema>;
/** GET /api/membership-groups */
export const MembershipGroupsResponseSchema = listResponse('groups', MembershipGroupSchema);
export type MembershipGroupsResponse = z.infer<typeof MembershipGroupsResponseSchema>;

export const TeamFilterTypeSchema = z.enum(['AND', 'OR']);
export type TeamFilterType = z.infer<typeof TeamFilterTypeSchema>;

/** Who receives a mass e-mail: membership groups, optionally narrowed by teams (any or all of them). */
export const RecipientCriteriaSchema = z.object({
  groups: z.array(z.string().min(1).max(100)).max(50),
  teams: z.array(z.string().min(1).max(200)).max(200).default([]),
  teamFilterType: TeamFilterTypeSchema.default('OR'),
});
export type RecipientCriteria = z.input<typeof RecipientCriteriaSchema>;

export const RecipientPreviewItemSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  status: z.string(),
});
export type RecipientPreviewItem = z.infer<typeof RecipientPreviewItemSchema>;
/** POST /api/email/preview-recipients: the first 20. */
export const PreviewRecipientsResponseSchema = z.object({
  recipients: z.array(RecipientPreviewItemSchema),
  count: z.number(),
});
export type PreviewRecipientsResponse = z.infer<typeof PreviewRecipientsResponseSchema>;
/** POST /api/email/count-recipients-v2 */
export const CountRecipientsResponseSchema = z.object({
  count: z.number(),
  /** Members of the chosen groups (and teams) left out because they unsubscribed from mass e-mails. */
  unsubscribed: z.number().default(0),
});
export type CountRecipientsResponse = z.infer<typeof CountRecipientsResponseSchema>;

/** An attachment as sent: base64 content. Type and size are checked again on the server, by content. */
export const EmailAttachmentSchema = z.object({
  filename: z.string().trim().min(1).max(255),
  type: z.string().max(200).default(''),
  content: z.string().max(40 * 1024 * 1024),
  disposition: z.literal('attachment').default('attachment'),
});
export type EmailAttachment = z.input<typeof EmailAttachmentSchema>;

const messageFields = {
  // A display name in the From header: refusing control characters also keeps header tricks out.
  fromName: personNameSchema('From name', 'Please enter a from name'),
  fromEmail: EmailSchema,
  replyToEmail: EmailSchema,
  subject: z.string().max(500),
  body: z.string().max(2_000_000),
  attachments: z.array(EmailAttachmentSchema).max(20).default([]),
};

/** POST /api/email/send-test: the message goes to the signed-in admin's own address. */
export const SendTestEmailRequestSchema = RecipientCriteriaSchema.extend({
  ...messageFields,
  testRecipient: z.string().max(254).optional(),
});
export type SendTestEmailRequest = z.input<typeof SendTestEmailRequestSchema>;

/**
 * POST /api/email/send-mass. The server resolves the recipients from groups/teams; `recipients`
 * (e-mails), when given, narrows that list further and can never add anyone outside it.
 */
export const SendMassEmailRequestSchema = RecipientCriteriaSchema.extend({
  ...messageFields,
  recipients: z.array(z.string().max(254)).max(20_000).optional(),
});
export type SendMassEmailRequest = z.input<typeof SendMassEmailRequestSchema>;

/**
 * POST /api/email/merge-check: the message's merge tags against the recipients before anything is sent; with
 * `asEmail` (one of the recipients) also the subject and body as that recipient's copy will read.
 */
export const MergeCheckRequestSchema = RecipientCriteriaSchema.extend({
  subject: messageFields.subject,
  body: messageFields.body,
  asEmail: z.string().max(254).optional(),
});
export type MergeCheckRequest = z.input<typeof MergeCheckRequestSchema>;

/** A merge tag the message uses, and for how many of the recipients its value is empty. */
export const EmptyMergeTagSchema = z.object({
  tag: z.string(),
  empty: z.number(),
  /** Every use of the tag has a fallback ({{Tag|fallback}}), so no copy reads empty. */
  fallback: z.boolean(),
});
export type EmptyMergeTag = z.infer<typeof EmptyMergeTagSchema>;

export const MergeCheckResponseSchema = z.object({
  total: z.number(),
  /** Only the tags that are empty for at least one recipient. */
  emptyTags: z.array(EmptyMergeTagSchema),
  preview: z.object({ email: z.string(), name: z.string(), subject: z.string(), html: z.string() }).nullable(),
});
export type MergeCheckResponse = z.infer<typeof MergeCheckResponseSchema>;

/** "{{Dues_Expire}} is empty for 25 of 25 recipients.", the tag as the message shows it; null when the tag has a fallback. */
export function emptyTagWarning(tag: EmptyMergeTag, total: number): string | null {
  return tag.fallback ? null : `{{${tag.tag}}} is empty for ${tag.empty} of ${total} ${total === 1 ? 'recipient' : 'recipients'}.`;
}

/** `sentCount` means "accepted for sending"; follow the campaign for the real outcome. */
export const SendMassEmailResponseSchema = z.object({
  campaignId: z.string(),
  sentCount: z.number(),
  message: z.string(),
});
export type SendMassEmailResponse = z.infer<typeof SendMassEmailResponseSchema>;
export const SendTestResponseSchema = MessageResponseSchema;
export type SendTestResponse = z.infer<typeof SendTestResponseSchema>;

export const CampaignKindSchema = z.enum(['mass', 'test', 'daily', 'weekly']);
export type CampaignKind = z.infer<typeof CampaignKindSchema>;
export const CampaignProgressSchema = z.object({
  id: z.string(),
  kind: CampaignKindSchema,
  subject: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  total: z.number(),
  queued: z.number(),
  sent: z.number(),
  failed: z.number(),
  finished: z.boolean(),
  failures: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type CampaignProgress = z.infer<typeof CampaignProgressSchema>;
/** GET /api/email/campaigns */
export const CampaignListResponseSchema = listResponse('campaigns', CampaignProgressSchema);
export type CampaignListResponse = z.infer<typeof CampaignListResponseSchema>;
/** GET /api/email/campaigns/:id */
export const CampaignResponseSchema = itemResponse('campaign', CampaignProgressSchema);
export type CampaignResponse = z.infer<typeof CampaignResponseSchema>;

/** GET /api/email/campaigns/:id/message: a sent e-mail reopened — what it said, to whom, and how delivery went. */
export const CampaignMessageResponseSchema = z.object({
  campaign: CampaignProgressSchema,
  fromName: z.string(),
  fromEmail: z.string(),
  replyTo: z.string(),
  body: z.string(),
  attachments: z.array(z.string()),
  recipients: z.array(z.object({ email: z.string(), name: z.string(), status: z.enum(['queued', 'sent', 'failed']) })),
});
export type CampaignMessageResponse = z.infer<typeof CampaignMessageResponseSchema>;

/** True when rich-text HTML shows no text (an emptied editor leaves tags such as "<p></p>" behind). */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * The Mass Email form: the send request without attachments (read from files beside the form) and with the
 * spec's checks before preview, test send or send, each on its field.
 */
export const MassEmailFormSchema = SendMassEmailRequestSchema.omit({ recipients: true, attachments: true }).extend({
  groups: RecipientCriteriaSchema.shape.groups.min(1, 'Please select at least one membership group'),
  subject: messageFields.subject.refine((subject) => subject.trim() !== '', 'Please enter a subject line'),
  body: messageFields.body.refine((body) => !isBlankHtml(body), 'Please enter email content'),
});
export type MassEmailFormInput = z.input<typeof MassEmailFormSchema>;
export type MassEmailForm = z.output<typeof MassEmailFormSchema>;
