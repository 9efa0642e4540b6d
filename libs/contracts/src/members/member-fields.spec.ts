import {
  MEMBER_FIELDS,
  MEMBER_FIELD_NAMES,
  memberFieldSpec,
  memberListColumns,
  DIRECTORY_FIELD_NAMES,
  OWN_EDITABLE_FIELD_NAMES,
  RECORD_FIELD_NAMES,
  editMemberFields,
  myInformationFields,
  type MemberFieldName,
} from './member-fields';
import { MemberSchema } from './member';
import { AdminMemberSchema, AdminMemberUpdateSchema, OwnMemberUpdateSchema } from './member-update';
import { DirectoryMemberSchema } from './member-search';
import { AdminMemberFormSchema } from './admin-member-form';

const sorted = (names: readonly string[]) => [...names].sort();
const keysOf = (shape: object, ...apart: string[]) => sorted(Object.keys(shape).filter((key) => !apart.includes(key)));

/** Issue 41: a field's row is all a screen or a schema needs; these fail when a row says more than what is built from it. */
describe('member field table', () => {
  it.each(MEMBER_FIELD_NAMES)('%s has a label, a validator and an input (a select its choices)', (name) => {
    const field = memberFieldSpec(name);
    expect(field.label).toMatch(/\S/);
    expect(typeof field.validator.safeParse).toBe('function');
    expect(field.input).toBeDefined();
    expect(Boolean(field.choices?.length)).toBe(field.input === 'select');
  });

  it('builds every schema with every field its row says it is in', () => {
    expect(keysOf(MemberSchema.shape, 'id', 'Teams', 'isAdmin')).toEqual(sorted(RECORD_FIELD_NAMES));
    expect(keysOf(AdminMemberSchema.shape, 'id', 'Teams', 'isAdmin', 'version')).toEqual(sorted(MEMBER_FIELD_NAMES));
    expect(keysOf(DirectoryMemberSchema.shape, 'id', 'Teams')).toEqual(sorted(DIRECTORY_FIELD_NAMES));
    expect(keysOf(OwnMemberUpdateSchema.shape, 'Email')).toEqual(sorted(OWN_EDITABLE_FIELD_NAMES));
    expect(keysOf(AdminMemberUpdateSchema.shape, 'id', 'version', 'Teams')).toEqual(sorted(MEMBER_FIELD_NAMES));
    expect(keysOf(AdminMemberFormSchema.shape, 'Teams')).toEqual(sorted(MEMBER_FIELD_NAMES));
  });

  it('puts every field a member may change on My Information, and no other', () => {
    const shown = (['personal', 'address', 'bio'] as const).flatMap(myInformationFields);
    const placed = MEMBER_FIELD_NAMES.filter((name) => memberFieldSpec(name).myInformation);
    expect(sorted(shown)).toEqual(sorted(OWN_EDITABLE_FIELD_NAMES));
    expect(sorted(placed)).toEqual(sorted(OWN_EDITABLE_FIELD_NAMES));
  });

  it('puts every field on Edit Member: an admin saves the whole record', () => {
    const shown = (['personal', 'address', 'membership', 'bio'] as const).flatMap(editMemberFields);
    expect(sorted(shown)).toEqual(sorted(MEMBER_FIELD_NAMES));
  });

  it('lists in the search results and on the print list only what every member may see, and every field it places there', () => {
    for (const list of ['search', 'print'] as const) {
      const placed = MEMBER_FIELD_NAMES.filter((name) => memberFieldSpec(name)[list]);
      const listed: MemberFieldName[] = memberListColumns(list).flatMap((column) => column.fields);
      expect(sorted(listed)).toEqual(sorted(placed));
      expect(placed.filter((name) => MEMBER_FIELDS[name].shown !== 'directory')).toEqual([]);
    }
  });

  it('keeps the screens as they were', () => {
    expect(memberListColumns('search').map((column) => column.title)).toEqual(['Name', 'Email', 'Phones', 'Status']);
    expect(memberListColumns('print').map((column) => column.title)).toEqual(['Name', 'Email', 'Mobile', 'Landline']);
    expect(editMemberFields('membership')).toEqual([
      'Membership_Status',
      'Portal_Permission',
      'Villages_ID',
      'Member_Since',
      'Last_Paid_Date',
      'Dues_Expire',
      'Dues_Status',
      'Access_Level',
      'Level',
      'Team_Leader',
    ]);
  });
});
