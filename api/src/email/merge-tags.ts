import { MEMBER_FIELDS, MERGE_TAG_PATTERN as TAG, MERGE_TAGS, type MergeTag } from '@greenroom/contracts';

export type MergeValues = Record<MergeTag, string>;

/** The merge tags that are member fields (all but Full_Name): the field table says where each is read from. */
type MergeField = Exclude<MergeTag, 'Full_Name'>;
export const MERGE_FIELDS = MERGE_TAGS.filter((tag): tag is MergeField => tag !== 'Full_Name');

/** A recipient's merge fields, by entity property (memberFieldsSql reads them so). */
export type MergeSource = {
  [N in MergeField as (typeof MEMBER_FIELDS)[N]['property']]: (typeof MEMBER_FIELDS)[N]['kind'] extends 'text' ? string : string | null;
};

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
  const values = MERGE_FIELDS.map((tag) => {
    const field = MEMBER_FIELDS[tag];
    const value = member[field.property];
    return [tag, field.kind === 'date' ? longDate(value) : (value ?? '')];
  });
  return { ...Object.fromEntries(values), Full_Name: `${member.firstName} ${member.lastName}`.trim() } as MergeValues;
}

/** A known tag used in a text, and whether every use of it there has a fallback. */
export interface UsedMergeTag {
  tag: MergeTag;
  fallback: boolean;
}

/** The known tags a text uses, in order of first use. */
export function usedMergeTags(text: string): UsedMergeTag[] {
  const used = new Map<MergeTag, boolean>();
  for (const match of text.matchAll(TAG)) {
    if (!(MERGE_TAGS as readonly string[]).includes(match[1])) continue;
    const tag = match[1] as MergeTag;
    const fallback = match[2] !== undefined && match[2].trim() !== '';
    used.set(tag, (used.get(tag) ?? true) && fallback);
  }
  return [...used].map(([tag, fallback]) => ({ tag, fallback }));
}

/**
 * Tags whose span overlaps an element's markup (a link's address, an image's source, or a tag that opens inside
 * an attribute and closes in the text after it, or holds markup in its fallback), as written. Tags are filled in
 * after the body is sanitized, so a tag in an attribute would put a member's own text (their City, say
 * "javascript:…") into a link in other members' mail, past the sanitizer: such bodies are refused. Run it on the
 * sanitized body, where every `<` and `>` outside markup is escaped.
 */
export function mergeTagsInMarkup(html: string): string[] {
  const elements = [...html.matchAll(/<[^>]*>/g)].map((element) => ({ start: element.index, end: element.index + element[0].length }));
  const inMarkup = [...html.matchAll(TAG)]
    .filter((match) => elements.some((element) => match.index < element.end && element.start < match.index + match[0].length))
    .map((match) => match[0]);
  return [...new Set(inMarkup)];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Values come from member records anyone can edit their own of, so in HTML they are always escaped. The fallback
 * was typed by the admin into the editor, where it is already HTML text (e.g. `&amp;`): it is kept as written.
 */
export function renderMergeTags(template: string, values: Partial<Record<string, string>>, html: boolean): string {
  return template.replace(TAG, (whole, name: string, fallback: string | undefined) => {
    const value = values[name];
    if (value === undefined) return whole;
    if (value.trim() === '' && fallback !== undefined) return fallback.trim();
    return html ? escapeHtml(value) : value;
  });
}
