import { BreakableText, DataTable, useSession, WholeNumbers } from '@greenroom/sdk';
import { Link } from 'react-router';
import { memberFieldSpec, memberListColumns, type DirectoryFieldName, type DirectoryMember } from '@greenroom/contracts';
import { StatusBadge } from '../../../common/StatusBadge';
import styles from './MemberSearchScreen.module.css';

/** One field of a cell that shows several, named, on its own line: "Not provided" says the office has none. */
function NamedValue({ name, member }: { name: DirectoryFieldName; member: DirectoryMember }) {
  const value = member[name];
  return (
    <div>
      {memberFieldSpec(name).label}: {value ? <FieldValue name={name} member={member} /> : <span>Not provided</span>}
    </div>
  );
}

/** A field's value as the results show it: an e-mail address breakable, a phone number whole, a status as its badge. */
function FieldValue({ name, member }: { name: DirectoryFieldName; member: DirectoryMember }) {
  const value = member[name];
  if (name === 'Membership_Status') return <StatusBadge status={value as string | null} />;
  if (typeof value !== 'string') return <>{value}</>;
  if (memberFieldSpec(name).input === 'tel') return <WholeNumbers text={value} />;
  return <BreakableText text={value} />;
}

/** The cell of one column: the name (the link to Edit Member for an Admin), one field, or each of its fields on a line. */
function ResultCell({ column, member, canEdit }: { column: ResultColumn; member: DirectoryMember; canEdit: boolean }) {
  if (column.title === 'Name') {
    const name = column.fields.map((field) => member[field]).join(' ');
    return canEdit ? <Link to={`/edit-member-details/${encodeURIComponent(member.Email)}`}>{name}</Link> : name;
  }
  if (column.fields.length > 1) return column.fields.map((field) => <NamedValue key={field} name={field} member={member} />);
  return <FieldValue name={column.fields[0]} member={member} />;
}

type ResultColumn = ReturnType<typeof memberListColumns>[number];
/** The member field table's `search` columns, then the teams. */
const COLUMNS = memberListColumns('search');

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
      columns={[...COLUMNS.map((column) => column.title), 'Teams', <span className="visually-hidden">Actions</span>]}
    >
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            {COLUMNS.map((column) => (
              <td key={column.title}>
                <ResultCell column={column} member={member} canEdit={canEdit} />
              </td>
            ))}
            <td>{member.Teams.length > 0 ? <BreakableText text={member.Teams.join(', ')} /> : 'None'}</td>
            <td />
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
