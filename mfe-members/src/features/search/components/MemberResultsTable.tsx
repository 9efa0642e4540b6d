import { BreakableText, DataTable, useSession, WholeNumbers } from '@greenroom/sdk';
import { Link } from 'react-router';
import type { DirectoryMember } from '@greenroom/contracts';
import { StatusBadge } from '../../../common/StatusBadge';
import styles from './MemberSearchScreen.module.css';

/** One phone of the Phones cell, named, on its own line: "Not provided" says the office has none. */
function Phone({ kind, number }: { kind: string; number: string | null }) {
  return (
    <div>
      {kind}: {number ? <WholeNumbers text={number} /> : <span>Not provided</span>}
    </div>
  );
}

/**
 * The spec's result columns, which every member may see; a Leader's fuller records show the same columns.
 * For an Admin the name opens Edit Member Details, so a found member need not be searched again there.
 * Mobile and Landline share one Phones cell, each on its own line: two columns of whole phone numbers left the
 * table some 60-110 px too wide for an iPad held sideways beside the sidebar (docs/readable-layout.md).
 */
export function MemberResultsTable({ members }: { members: DirectoryMember[] }) {
  const canEdit = useSession().member?.Portal_Permission === 'Admin';
  return (
    <DataTable
      label="Members found"
      striped
      bordered
      hover
      className={styles.table}
      columns={['Name', 'Email', 'Phones', 'Status', 'Teams', <span className="visually-hidden">Actions</span>]}
    >
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <td>
              {canEdit ? (
                <Link to={`/edit-member-details/${encodeURIComponent(member.Email)}`}>
                  {member.First_Name} {member.Last_Name}
                </Link>
              ) : (
                `${member.First_Name} ${member.Last_Name}`
              )}
            </td>
            <td>
              <BreakableText text={member.Email} />
            </td>
            <td>
              <Phone kind="Mobile" number={member.Mobile} />
              <Phone kind="Landline" number={member.Landline} />
            </td>
            <td>
              <StatusBadge status={member.Membership_Status} />
            </td>
            <td>{member.Teams.length > 0 ? <BreakableText text={member.Teams.join(', ')} /> : 'None'}</td>
            <td />
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
