import { AdminMemberFormSchema, type AdminMember, type AdminMemberForm } from '@greenroom/contracts';
import {
  AccessRestricted,
  ApiError,
  ConfirmDeleteDialog,
  LoadingStatus,
  messageOr,
  SaveResultAlerts,
  useSaveResult,
  useTeamChoices,
} from '@greenroom/sdk';
import { DraftOffer, SchemaForm, useFormDraft, useSchemaForm } from '@greenroom/sdk/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Navigate, useNavigate, useParams } from 'react-router';
import { RecordDuesPayment } from '../../dues/components/RecordDuesPayment';
import { useDeleteMember } from '../api/delete-member';
import { memberDetailKey, useMemberDetail } from '../api/get-member-detail';
import { useUpdateMember } from '../api/update-member';
import { forgetEditMember, readEditMember, rememberedEditMember, rememberEditMember } from './edit-member-storage';
import { MemberDetailsFields } from './MemberDetailsFields';
import { toFormValues, toUpdate } from './member-form-values';

const BACK_AFTER_DELETE_MS = 2000;

function loadError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'Member not found';
  return messageOr(error, 'Failed to load member details');
}

function MemberDetailsForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const remembered = rememberedEditMember();
  const id = remembered && remembered.Email.toLowerCase() === email.toLowerCase() ? remembered.id : undefined;
  const detail = useMemberDetail(email, id);
  const teams = useTeamChoices();
  const update = useUpdateMember();
  const remove = useDeleteMember();
  // Drawn under Save Changes, at the foot of a long form, and kept until the next save: the spec's 3 seconds went
  // by before an admin who had scrolled could find it (docs/product-decisions.md).
  const result = useSaveResult();
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const client = useQueryClient();
  // The same rules as POST /api/members/update (names required, one EmailSchema), over the inputs' strings.
  const form = useSchemaForm(AdminMemberFormSchema);
  // A long form: what the admin typed survives a sign-out after 30 idle minutes, offered back after signing in.
  const draft = useFormDraft(form, `member-details:${email.toLowerCase()}`);

  useEffect(() => {
    if (detail.data) form.reset(toFormValues(detail.data));
  }, [detail.data, form]);

  useEffect(() => {
    if (!deleted) return undefined;
    // The search screen repeats the confirmation, so a slow reader still sees it after the move.
    const timer = setTimeout(() => navigate('/edit-member', { state: { deletedMember: true } }), BACK_AFTER_DELETE_MS);
    return () => clearTimeout(timer);
  }, [deleted, navigate]);

  if (detail.isPending) {
    return <LoadingStatus className="fs-5">Loading member details...</LoadingStatus>;
  }
  if (detail.isError) return <Alert variant="danger">{loadError(detail.error)}</Alert>;
  const member = detail.data;

  const save = async (values: AdminMemberForm) => {
    result.clear();
    try {
      const { member: saved } = await update.mutateAsync(toUpdate(member, values));
      // The next save names the version this one made.
      client.setQueryData(memberDetailKey(email, id), saved);
      form.reset(toFormValues(saved));
      draft.clear();
      result.succeed('Member updated successfully.');
      rememberEditMember(saved);
      if (saved.Email !== email) navigate(`/edit-member-details/${encodeURIComponent(saved.Email)}`, { replace: true });
    } catch (error) {
      // Someone else saved first: the form keeps what this admin typed until they choose Reload.
      result.failSave(
        error,
        { failed: 'Failed to update member', unexpected: 'An unexpected error occurred while updating the member' },
        () => void detail.refetch(),
      );
    }
  };

  // A payment changes only the dues dates (and Expired to Active): other unsaved edits in the form stay.
  const paymentRecorded = (saved: AdminMember) => {
    const values = toFormValues(saved);
    for (const field of ['Last_Paid_Date', 'Dues_Expire', 'Membership_Status'] as const) form.setValue(field, values[field]);
    client.setQueryData(memberDetailKey(email, id), saved);
  };

  const keepMember = () => setConfirming(false);
  const confirmDelete = async () => {
    result.clear();
    try {
      await remove.mutateAsync({ email: member.Email, id: member.id });
      setConfirming(false);
      forgetEditMember();
      setDeleted(true);
      result.succeed('Member deleted successfully.');
    } catch (error) {
      setConfirming(false);
      result.fail(messageOr(error, 'Failed to delete member', 'An unexpected error occurred while deleting the member'));
    }
  };

  return (
    <>
      {deleted && <SaveResultAlerts result={result} />}
      {!deleted && <RecordDuesPayment member={member} onRecorded={paymentRecorded} />}
      {!deleted && (
        <SchemaForm
          form={form}
          askBeforeLeaving
          draft={draft}
          onSubmit={save}
          idPrefix="member"
          aria-label={`Edit ${member.First_Name} ${member.Last_Name}`}
        >
          <DraftOffer draft={draft} />
          <MemberDetailsFields teamChoices={teams.data?.choices ?? member.Teams} />
          <div className="d-flex flex-wrap gap-3 mb-4">
            <Button type="submit" size="lg" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
            <Button variant="outline-danger" size="lg" onClick={() => setConfirming(true)}>
              Delete Member
            </Button>
          </div>
          <SaveResultAlerts result={result} className="fs-5" />
        </SchemaForm>
      )}
      <ConfirmDeleteDialog show={confirming} confirmLabel="Delete Member" busy={remove.isPending} onConfirm={confirmDelete} onCancel={keepMember}>
        Are you sure you want to delete {member.First_Name} {member.Last_Name}? Their record leaves the member list; the history is kept.
      </ConfirmDeleteDialog>
    </>
  );
}

/** A bare /edit-member-details edits the member kept under editMemberData (docs/spec-summary.md §2.2.3), if there is one. */
function RememberedMember() {
  const remembered = readEditMember();
  if (remembered === null) return <Alert variant="danger">No member information provided</Alert>;
  if (remembered === 'unreadable') return <Alert variant="danger">Failed to load member data</Alert>;
  return <Navigate to={`/edit-member-details/${encodeURIComponent(remembered.Email)}`} replace />;
}

/** docs/spec-summary.md §2.2.3: the full record of one member, by the e-mail in the route. Admin only. */
export function EditMemberDetailsScreen() {
  const { email } = useParams();
  const navigate = useNavigate();
  return (
    <section data-testid="screen-edit-member-details">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h1>Edit Member Details</h1>
        <Button variant="outline-primary" size="lg" onClick={() => navigate('/edit-member')}>
          Back to Search
        </Button>
      </div>
      <AccessRestricted permission="Admin">{email ? <MemberDetailsForm key={email} email={email} /> : <RememberedMember />}</AccessRestricted>
    </section>
  );
}
