import { MERGE_TAGS, type MergeTag } from '@greenroom/contracts';

const TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;

export type MergeValues = Record<MergeTag, string>;

export interface MergeSource {
  firstName: string;
  lastName: string;
  email: string;
  membershipStatus: string | null;
  memberSince: string | null;
  duesExpire: string | null;
  duesStatus: string | null;
  villagesId: string | null;
  streetAddress: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

function longDate(isoDate: string | null): string {
  if (!isoDate) return '';
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function mergeValuesOf(member: MergeSource): MergeValues {
  return {
    First_Name: member.firstName,
    Last_Name: member.lastName,
    Email: member.email,
    Membership_Status: member.membershipStatus ?? '',
    Member_Since: longDate(member.memberSince),
    Dues_Expire: longDate(member.duesExpire),
    Dues_Status: member.duesStatus ?? '',
    Villages_ID: member.villagesId ?? '',
    Street_Address: member.streetAddress ?? '',
    City: member.city ?? '',
    State: member.state ?? '',
    Zip_Code: member.zipCode ?? '',
    Full_Name: `${member.firstName} ${member.lastName}`.trim(),
  };
}

/** Tags in the text that are not among the spec's merge tags, as written (e.g. "{{Nickname}}"). */
export function unknownMergeTags(text: string): string[] {
  const unknown = [...text.matchAll(TAG)].filter((match) => !(MERGE_TAGS as readonly string[]).includes(match[1])).map((match) => match[0]);
  return [...new Set(unknown)];
}

/**
 * Tags written inside an element's markup (a link's address, an image's source or text), as written. Tags are
 * filled in after the body is sanitized, so a tag in an attribute would put a member's own text (their City,
 * say "javascript:…") into a link in other members' mail, past the sanitizer: such bodies are refused. Run it on
 * the sanitized body, where every `<` and `>` outside markup is escaped.
 */
export function mergeTagsInMarkup(html: string): string[] {
  const inMarkup = [...html.matchAll(/<[^>]*>/g)].flatMap((element) => [...element[0].matchAll(TAG)].map((match) => match[0]));
  return [...new Set(inMarkup)];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Values come from member records anyone can edit their own of, so in HTML they are always escaped. */
export function renderMergeTags(template: string, values: Partial<Record<string, string>>, html: boolean): string {
  return template.replace(TAG, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}
