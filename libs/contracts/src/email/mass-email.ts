import { z } from 'zod';
import { EmailSchema } from '../common/email';
import { personNameSchema } from '../common/person-name';

/** Every merge tag of the spec, written {{Tag}} in subject and body. */
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
] as const;
export type MergeTag = (typeof MERGE_TAGS)[number];

/** Spec 02 §9: the editor's font sizes, 12 to 36 px; the server's sanitizer keeps exactly these. */
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
export const FALLBACK_TEAM_CHOICES = ['Ushers', 'Makeup', 'Costumes', 'Hospitality', 'Set', 'Shows to Go', 'Mic Tech/Dresser', 'Box Office', 'AV', 'Props', 'Actor', 'Director/AD/SM'];

export const ATTACHMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'png', 'jpg', 'jpeg'] as const;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENTS_TOTAL_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENTS_WARNING_BYTES = 8 * 1024 * 1024;
export const PREVIEW_RECIPIENT_LIMIT = 20;

export interface MembershipGroup {
  name: string;
  count: number;
}
/** GET /api/membership-groups */
export interface MembershipGroupsResponse {
  groups: MembershipGroup[];
}
/** GET /api/team-choices */
export interface TeamChoicesResponse {
  choices: string[];
}

export const TeamFilterTypeSchema = z.enum(['AND', 'OR']);
export type TeamFilterType = z.infer<typeof TeamFilterTypeSchema>;

/** Who receives a mass e-mail: membership groups, optionally narrowed by teams (any or all of them). */
export const RecipientCriteriaSchema = z.object({
  groups: z.array(z.string().min(1).max(100)).max(50),
  teams: z.array(z.string().min(1).max(200)).max(200).default([]),
  teamFilterType: TeamFilterTypeSchema.default('OR'),
});
export type RecipientCriteria = z.input<typeof RecipientCriteriaSchema>;

export interface RecipientPreviewItem {
  firstName: string;
  lastName: string;
  email: string;
  status: string;
}
/** POST /api/email/preview-recipients: the first 20. */
export interface PreviewRecipientsResponse {
  recipients: RecipientPreviewItem[];
  count: number;
}
/** POST /api/email/count-recipients-v2 */
export interface CountRecipientsResponse {
  count: number;
}

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

/** `sentCount` means "accepted for sending"; follow the campaign for the real outcome. */
export interface SendMassEmailResponse {
  campaignId: string;
  sentCount: number;
  message: string;
}
export interface SendTestResponse {
  message: string;
}

export type CampaignKind = 'mass' | 'test' | 'daily' | 'weekly';
export interface CampaignProgress {
  id: string;
  kind: CampaignKind;
  subject: string;
  createdAt: string;
  createdBy: string | null;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  finished: boolean;
  failures: { email: string; reason: string }[];
}
/** GET /api/email/campaigns */
export interface CampaignListResponse {
  campaigns: CampaignProgress[];
}
/** GET /api/email/campaigns/:id */
export interface CampaignResponse {
  campaign: CampaignProgress;
}
