import {
  ATTACHMENTS_WARNING_BYTES,
  DEFAULT_MASS_EMAIL_GROUPS,
  emptyTagWarning,
  FALLBACK_MEMBERSHIP_GROUPS,
  FALLBACK_TEAM_CHOICES,
  HIDDEN_MEMBERSHIP_GROUPS,
  MassEmailFormSchema,
  unknownMergeTags,
  unknownMergeTagsMessage,
  type MassEmailForm,
  type RecipientPreviewItem,
} from '@greenroom/contracts';
import {
  BreakableText,
  ConfirmDialog,
  messageOr,
  SaveResultAlerts,
  SectionCard,
  useAnnounce,
  useSaveResult,
  useSession,
  useTeamChoices,
} from '@greenroom/sdk';
import {
  ChoiceGroupField,
  Controller,
  DraftOffer,
  FieldMessages,
  optionsOf,
  RequiredMark,
  SchemaForm,
  TextField,
  useFieldA11y,
  useFormDraft,
  useSchemaForm,
  useWatch,
} from '@greenroom/sdk/forms';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Button, Form, Row } from 'react-bootstrap';
import { useRecipientCount } from '../api/count-recipients';
import { mergeCheck } from '../api/merge-check';
import { useMembershipGroups } from '../api/get-membership-groups';
import { usePreviewRecipients } from '../api/preview-recipients';
import { useSendMassEmail } from '../api/send-mass';
import { useSendTestEmail } from '../api/send-test';
import { attachmentProblem, readAttachment, type PickedAttachment } from '../lib/read-attachment';
import { CampaignHistory } from './CampaignHistory';
import { CampaignProgress } from './CampaignProgress';
import styles from './MassEmailScreen.module.css';
import { PreviewModal } from './PreviewModal';
import { UnknownMergeTagsAlert } from './UnknownMergeTagsAlert';
import { RichTextEditor } from './RichTextEditor';

const DEFAULT_FROM_NAME = 'Greenroom Community Theater';
const DEFAULT_FROM_EMAIL = 'office@greenroom.test';
const SUCCESS_MS = 3000;

/** Which button submitted the form: all three run the same checks first. */
type Intent = 'preview' | 'test' | 'send';

/** A picked file as the form and the preview list it: "agenda.pdf (120 KB)". */
const attachmentLabel = (attachment: PickedAttachment) => `${attachment.filename} (${Math.ceil(attachment.size / 1024)} KB)`;

/** The body's editor as a field of the form: its error and hint tied to the editable area, focused on a failed submit. */
function EmailContentField() {
  const field = useFieldA11y('body', { required: true });
  return (
    <div className="mb-3">
      <span className="form-label d-block">
        Email content
        <RequiredMark />
      </span>
      <Controller
        name="body"
        render={({ field: control }) => (
          <RichTextEditor
            value={control.value as string}
            onChange={control.onChange}
            onBlur={control.onBlur}
            field={{ name: 'body', controlProps: field.controlProps }}
          />
        )}
      />
      <FieldMessages field={field} />
    </div>
  );
}

export function MassEmailScreen() {
  const { member } = useSession();
  const groupsQuery = useMembershipGroups();
  const teamsQuery = useTeamChoices();
  const announce = useAnnounce();

  const groups = useMemo(
    () =>
      (groupsQuery.isError ? FALLBACK_MEMBERSHIP_GROUPS : (groupsQuery.data?.groups ?? []))
        .filter((group) => group.count > 0 && !HIDDEN_MEMBERSHIP_GROUPS.includes(group.name))
        .sort((a, b) => b.count - a.count),
    [groupsQuery.data, groupsQuery.isError],
  );
  const teams = teamsQuery.isError ? FALLBACK_TEAM_CHOICES : (teamsQuery.data?.choices ?? []);
  const defaultGroups = useMemo(() => groups.filter((group) => DEFAULT_MASS_EMAIL_GROUPS.includes(group.name)).map((group) => group.name), [groups]);

  const form = useSchemaForm(MassEmailFormSchema, {
    defaultValues: {
      groups: [],
      teams: [],
      teamFilterType: 'OR',
      fromName: DEFAULT_FROM_NAME,
      fromEmail: DEFAULT_FROM_EMAIL,
      replyToEmail: member?.Email ?? DEFAULT_FROM_EMAIL,
      subject: '',
      body: '',
    },
  });
  // A long message is not lost to a sign-out or a second tab's Logout; attachments are chosen again (files are not kept).
  const draft = useFormDraft(form, member ? `mass-email:${member.id}` : null);
  const [selectedGroups, selectedTeams, teamFilterType, subject, body] = useWatch({
    control: form.control,
    name: ['groups', 'teams', 'teamFilterType', 'subject', 'body'],
  });
  const unknownTags = useMemo(() => unknownMergeTags(`${subject} ${body}`), [subject, body]);
  const intent = useRef<Intent>('send');
  const groupsDefaulted = useRef(false);
  const [attachments, setAttachments] = useState<PickedAttachment[]>([]);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const result = useSaveResult({ successMs: SUCCESS_MS });
  const [preview, setPreview] = useState<RecipientPreviewItem[] | null>(null);
  const [confirming, setConfirming] = useState<{ values: MassEmailForm; warnings: string[] } | null>(null);
  const [checking, setChecking] = useState(false);
  const [campaignId, setCampaignId] = useState<string | null>(null);
  // Stays after the form resets (the spec reselects Active and LTM), so the office sees what just went out.
  const [lastSent, setLastSent] = useState<{ subject: string; count: number } | null>(null);

  // Default groups (Active and LTM, when they have members) once the counts arrive.
  useEffect(() => {
    if (groupsDefaulted.current || groups.length === 0) return;
    groupsDefaulted.current = true;
    form.resetField('groups', { defaultValue: defaultGroups });
  }, [groups, defaultGroups, form]);

  const criteria = { groups: selectedGroups ?? [], teams: selectedTeams ?? [], teamFilterType: teamFilterType ?? 'OR' };
  const countQuery = useRecipientCount(criteria);
  const count = criteria.groups.length === 0 || countQuery.isError ? 0 : (countQuery.data?.count ?? 0);
  const unsubscribed = criteria.groups.length === 0 || countQuery.isError ? 0 : (countQuery.data?.unsubscribed ?? 0);
  const previewCall = usePreviewRecipients();
  const testCall = useSendTestEmail();
  const sendCall = useSendMassEmail();
  const totalBytes = attachments.reduce((sum, item) => sum + item.size, 0);

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    let current = attachments;
    for (const file of files) {
      const issue = attachmentProblem(file, current);
      if (issue) {
        setAttachmentError(issue);
        announce(issue, 'assertive');
        return;
      }
      try {
        current = [...current, await readAttachment(file)];
      } catch {
        const failure = `Failed to process attachment: ${file.name}`;
        setAttachmentError(failure);
        announce(failure, 'assertive');
        return;
      }
    }
    setAttachmentError(null);
    setAttachments(current);
  };

  const message = (values: MassEmailForm) => ({ ...values, attachments: attachments.map(({ size: _size, ...rest }) => rest) });

  /** The spec's checks beyond the fields' own, in its order, then what the pressed button asked for. */
  const submit = (values: MassEmailForm) => {
    result.dismissError();
    if (attachmentError) return result.fail(`Please fix the attachment issue: ${attachmentError}`);
    if (count === 0) return result.fail('There are no recipients that match your criteria');
    // The server refuses them too; said here, the send is never confirmed only to be refused.
    if (intent.current !== 'preview' && unknownTags.length > 0) return result.fail(unknownMergeTagsMessage(unknownTags));
    if (intent.current === 'preview') {
      previewCall.mutate(criteria, {
        onSuccess: (data) => setPreview(data.recipients),
        onError: (failure) => result.fail(messageOr(failure, 'Failed to fetch recipients')),
      });
    } else if (intent.current === 'test') {
      testCall.mutate(
        { ...message(values), testRecipient: member?.Email },
        {
          onSuccess: (data) => result.succeed(data.message),
          onError: (failure) => result.fail(`Error sending test email: ${messageOr(failure, 'Failed to send email')}`),
        },
      );
    } else {
      // Empty merge values are counted first, so the confirmation can say "{{Dues_Expire}} is empty for 25 of 25".
      setChecking(true);
      mergeCheck({ ...criteria, subject: values.subject, body: values.body })
        .then((check) => {
          const warnings = check.emptyTags.map((tag) => emptyTagWarning(tag, check.total)).filter((text) => text !== null);
          setConfirming({ values, warnings });
        })
        .catch((failure: unknown) => result.fail(`Error sending email: ${messageOr(failure, 'Failed to check the merge tags')}`))
        .finally(() => setChecking(false));
    }
  };

  const send = () => {
    if (!confirming) return;
    const { values } = confirming;
    setConfirming(null);
    sendCall.mutate(message(values), {
      onSuccess: (data) => {
        setCampaignId(data.campaignId);
        setLastSent({ subject: values.subject, count: data.sentCount });
        result.succeed(data.message);
        form.reset({ ...form.getValues(), subject: '', body: '', teams: [], teamFilterType: 'OR', groups: defaultGroups });
        draft.clear();
        setAttachments([]);
      },
      onError: (failure) => result.fail(`Error sending email: ${messageOr(failure, 'Failed to send email')}`),
    });
  };

  return (
    <section data-testid="screen-mass-email" className={styles.screen}>
      <h1>Mass Email</h1>
      {groupsQuery.isError && <Alert variant="warning">Failed to fetch membership groups</Alert>}
      {teamsQuery.isError && <Alert variant="warning">Failed to fetch team options</Alert>}

      {campaignId && (
        <SectionCard className="mb-4" title="Sending progress">
          {lastSent && (
            <p className="fs-5" data-testid="last-sent">
              “{lastSent.subject}” was sent to {lastSent.count} {lastSent.count === 1 ? 'member' : 'members'}. The progress is below; the form is
              ready for a new e-mail to Active and LTM.
            </p>
          )}
          <CampaignProgress campaignId={campaignId} />
        </SectionCard>
      )}

      <DraftOffer draft={draft} />
      <SchemaForm form={form} askBeforeLeaving draft={draft} onSubmit={submit} idPrefix="mass" aria-label="Mass Email">
        <SectionCard className="mb-4" title="Recipients">
          <ChoiceGroupField
            name="groups"
            type="checkbox"
            legend="Membership groups"
            required
            optionsClassName={styles.columns}
            options={groups.map((group) => ({ value: group.name, label: `${group.name} (${group.count})` }))}
            renderOption={(option, choice) => (
              <Form.Check {...choice} id={`group-${option.value}`} className={styles.check} label={<BreakableText text={option.label} />} />
            )}
          />
          <ChoiceGroupField
            name="teams"
            type="checkbox"
            legend="Teams (optional)"
            optionsClassName={styles.columns}
            options={optionsOf(teams)}
            renderOption={(option, choice) => (
              <Form.Check {...choice} id={`team-${option.value}`} className={styles.check} label={<BreakableText text={option.label} />} />
            )}
          >
            {/* One choice a line: side by side, the two sentences ran past a phone at 200% zoom. */}
            <div className="mb-2">
              <Form.Check
                type="radio"
                id="team-filter-or"
                value="OR"
                label="Members in any of the chosen teams"
                {...form.register('teamFilterType')}
              />
              <Form.Check
                type="radio"
                id="team-filter-and"
                value="AND"
                label="Members in all of the chosen teams"
                {...form.register('teamFilterType')}
              />
            </div>
          </ChoiceGroupField>
          <p className="fs-4 mb-0" aria-live="polite" data-testid="recipient-count">
            Recipients: <strong>{count}</strong>
            {unsubscribed > 0 && (
              <span className="fs-5">
                {' '}
                ({unsubscribed} {unsubscribed === 1 ? 'member' : 'members'} of these groups unsubscribed from mass e-mails and will not get it)
              </span>
            )}
          </p>
        </SectionCard>

        <SectionCard className="mb-4" title="Message">
          <Row className="g-3 mb-3">
            {/* The two addresses share a line from lg: a third of the card cut them. */}
            <TextField name="fromName" id="mass-from-name" label="From name" required groupClassName="col-12" />
            <TextField name="fromEmail" id="mass-from-email" label="From email" type="email" required groupClassName="col-lg-6" />
            <TextField name="replyToEmail" id="mass-reply-to" label="Reply-to email" type="email" required groupClassName="col-lg-6" />
          </Row>
          <TextField name="subject" id="mass-subject" label="Subject" required />
          <EmailContentField />
          <UnknownMergeTagsAlert tags={unknownTags} />
          <Form.Group controlId="mass-attachments" className="mb-2">
            <Form.Label>Attachments (pdf, doc, docx, png, jpg, jpeg; 10MB each, 20MB in all)</Form.Label>
            <Form.Control
              type="file"
              className={styles.fileInput}
              multiple
              accept=".pdf,.doc,.docx,.png,.jpg,.jpeg"
              onChange={(event) => void addFiles(event as ChangeEvent<HTMLInputElement>)}
            />
          </Form.Group>
          {attachmentError && (
            <Alert variant="danger" role={undefined}>
              {attachmentError}
            </Alert>
          )}
          {totalBytes > ATTACHMENTS_WARNING_BYTES && (
            <Alert variant="warning">Large attachments may affect email delivery. Consider using a link to download files instead.</Alert>
          )}
          {attachments.length > 0 && (
            <ul className="fs-5">
              {attachments.map((attachment) => (
                <li key={attachment.filename}>
                  {attachmentLabel(attachment)}{' '}
                  <Button variant="link" onClick={() => setAttachments(attachments.filter((item) => item !== attachment))}>
                    Remove {attachment.filename}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        <SaveResultAlerts result={result} dismissible />
        <div className="d-flex flex-wrap gap-3 mb-5">
          <Button
            type="submit"
            size="lg"
            variant="outline-primary"
            disabled={count === 0 || previewCall.isPending}
            onClick={() => (intent.current = 'preview')}
          >
            Preview
          </Button>
          <Button type="submit" size="lg" variant="outline-secondary" disabled={testCall.isPending} onClick={() => (intent.current = 'test')}>
            {testCall.isPending ? 'Sending test...' : 'Send Test to Me'}
          </Button>
          <Button type="submit" size="lg" variant="primary" disabled={sendCall.isPending || checking} onClick={() => (intent.current = 'send')}>
            {sendCall.isPending ? 'Sending...' : 'Send Email'}
          </Button>
        </div>
      </SchemaForm>

      <h2 className="h3">Sent emails</h2>
      <CampaignHistory />

      <PreviewModal
        show={preview !== null}
        count={count}
        recipients={preview ?? []}
        criteria={criteria}
        subject={subject}
        body={body}
        attachments={attachments.map(attachmentLabel)}
        onClose={() => setPreview(null)}
      />
      <ConfirmDialog show={confirming !== null} title="Send email" confirmLabel="Yes, send it" onConfirm={send} onCancel={() => setConfirming(null)}>
        {confirming !== null && confirming.warnings.length > 0 && (
          <Alert variant="warning" data-testid="send-empty-tag-warnings">
            <strong>Some copies will have empty merge tags:</strong>
            {confirming.warnings.map((text) => (
              <div key={text}>{text}</div>
            ))}
            Add a fallback, e.g. <BreakableText text="{{Dues_Expire|soon}}" />, or send anyway.
          </Alert>
        )}
        Are you sure you want to send this email to {count} members?
      </ConfirmDialog>
    </section>
  );
}
