import type { Member } from '@greenroom/contracts';

/** Spec 02 §2.3: the member being edited is kept in session storage under editMemberData. */
const EDIT_MEMBER_KEY = 'editMemberData';

export function rememberEditMember(member: Member): void {
  sessionStorage.setItem(EDIT_MEMBER_KEY, JSON.stringify(member));
}

export function rememberedEditMember(): Member | null {
  try {
    return JSON.parse(sessionStorage.getItem(EDIT_MEMBER_KEY) ?? 'null') as Member | null;
  } catch {
    return null;
  }
}

export function forgetEditMember(): void {
  sessionStorage.removeItem(EDIT_MEMBER_KEY);
}
