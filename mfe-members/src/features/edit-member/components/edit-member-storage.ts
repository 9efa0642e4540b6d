import type { DirectoryMember } from '@greenroom/contracts';

/** docs/spec-summary.md §2.2.3: the member being edited is kept in session storage under editMemberData. */
const EDIT_MEMBER_KEY = 'editMemberData';

export function rememberEditMember(member: DirectoryMember): void {
  sessionStorage.setItem(EDIT_MEMBER_KEY, JSON.stringify(member));
}

/** The stored member; 'unreadable' when something is stored but is not a member with an e-mail. */
export function readEditMember(): DirectoryMember | null | 'unreadable' {
  const raw = sessionStorage.getItem(EDIT_MEMBER_KEY);
  if (raw === null) return null;
  try {
    const member = JSON.parse(raw) as Partial<DirectoryMember> | null;
    return member && typeof member.Email === 'string' && member.Email !== '' ? (member as DirectoryMember) : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

export function rememberedEditMember(): DirectoryMember | null {
  const member = readEditMember();
  return member === 'unreadable' ? null : member;
}

export function forgetEditMember(): void {
  sessionStorage.removeItem(EDIT_MEMBER_KEY);
}
