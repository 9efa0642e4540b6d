import type { Member, OwnMemberUpdate } from '@greenroom/contracts';
import { ApiError, BreakableText, formatDate, LoadingStatus, logout, messageOr, useSession } from '@greenroom/sdk';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { Navigate, useNavigate } from 'react-router';
import { StatusBadge } from '../../../common/StatusBadge';
import { useOwnRecord } from '../api/get-own-record';
import { useUpdateOwnRecord } from '../api/update-own-record';
import { EditableSection } from './EditableSection';
import type { SectionKey } from './section-fields';
import styles from './MyInformationScreen.module.css';

function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'No member account found with this email address.';
    return messageOr(error, 'Failed to fetch your information.');
  }
  return 'An unexpected error occurred. Please try again.';
}

function ReadOnlyCard({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card className="mb-4">
      <Card.Header>
        <h2 className="h4 mb-0">{title}</h2>
      </Card.Header>
      <Card.Body>
        <dl className={styles.fields}>
          {rows.map(([label, value]) => (
            <div key={label} className={styles.field}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card.Body>
    </Card>
  );
}

function MembershipCard({ member }: { member: Member }) {
  return (
    <ReadOnlyCard
      title="Membership Information"
      rows={[
        ['Email', <BreakableText key="email" text={member.Email} />],
        ['Status', <StatusBadge key="status" status={member.Membership_Status} />],
        ['Member Since', formatDate(member.Member_Since)],
        ['Dues Status', member.Dues_Status || 'Not available'],
        ['Last Paid', formatDate(member.Last_Paid_Date)],
        ['Dues Expire', formatDate(member.Dues_Expire)],
        // The role the portal gives (the sidebar's word); the office's Access_Level grants nothing here and is not shown.
        ['Portal Role', member.Portal_Permission],
        ['Villages ID', member.Villages_ID || 'Not provided'],
        ['Level', member.Level || 'Not specified'],
      ]}
    />
  );
}

function TeamsCard({ member }: { member: Member }) {
  return (
    <ReadOnlyCard
      title="Teams & Activities"
      rows={[
        ['Teams', member.Teams.length > 0 ? member.Teams.join(', ') : 'Not currently assigned to any teams'],
        ['Team Leader', member.Team_Leader ? 'Yes' : 'No'],
      ]}
    />
  );
}

/** The member's own record (docs/spec-summary.md §1.2 "Own-record screen"): five cards, three of them editable. */
export function MyInformationScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const record = useOwnRecord(session);
  const update = useUpdateOwnRecord(session.email);
  const [savingSection, setSavingSection] = useState<SectionKey | null>(null);

  if (!session.email) return <Navigate to="/login" replace />;

  const signOut = async () => {
    await logout();
    navigate('/login');
  };

  const saveSection = (section: SectionKey) => async (changes: OwnMemberUpdate) => {
    setSavingSection(section);
    try {
      await update.mutateAsync({ ...changes, Email: session.email ?? undefined });
    } finally {
      setSavingSection(null);
    }
  };

  const member = record.data;
  return (
    <section data-testid="screen-my-information">
      <div className={styles.header}>
        <h1>My Information</h1>
        <Button variant="outline-danger" size="lg" onClick={signOut}>
          Logout
        </Button>
      </div>
      {record.isError && (
        <Alert variant="danger" className="fs-5">
          <p>{loadErrorMessage(record.error)}</p>
          <Button onClick={() => record.refetch()}>Try Again</Button>
        </Alert>
      )}
      {!member ? (
        !record.isError && <LoadingStatus className="fs-5">Loading your information...</LoadingStatus>
      ) : (
        <>
          {(['personal', 'address'] as const).map((section) => (
            <EditableSection
              key={section}
              section={section}
              member={member}
              locked={savingSection !== null && savingSection !== section}
              onSave={saveSection(section)}
            />
          ))}
          <MembershipCard member={member} />
          <EditableSection section="bio" member={member} locked={savingSection !== null && savingSection !== 'bio'} onSave={saveSection('bio')} />
          <TeamsCard member={member} />
        </>
      )}
    </section>
  );
}
