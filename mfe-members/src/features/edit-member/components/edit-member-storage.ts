import type { DirectoryMember } from '@greenroom/contracts';

/** Spec 02 §2.3: the member being edited is kept in session storage under editMemberData. */
const EDIT_MEMBER_KEY = 'editMemberData';

export function rememberEditMember(member: DirectoryMember): void {
  sessionStorage.setItem(EDIT_MEMBER_KEY, JSON.stringify(member));
}

export function rememberedEditMember(): DirectoryMember | null {
  try {
    return JSON.parse(sessionStorage.getItem(EDIT_MEMBER_KEY) ?? 'null') as DirectoryMember | null;
  } catch {
    return null;
  }
}

export function forgetEditMember(): void {
  sessionStorage.removeItem(EDIT_MEMBER_KEY);
}
