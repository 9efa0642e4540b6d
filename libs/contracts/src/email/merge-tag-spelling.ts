import { distance } from 'fastest-levenshtein';
import { MERGE_TAGS, type MergeTag } from './mass-email';

/** `{{Tag}}`, or `{{Tag|fallback}}`: the fallback stands in when the recipient's value is empty. */
export const MERGE_TAG_PATTERN = /\{\{\s*([^{}|]*?)\s*(?:\|([^{}]*))?\}\}/g;

/** A tag that is not among MERGE_TAGS, as written ("{{First Name}}"), with the known tag it most likely means. */
export interface UnknownMergeTag {
  written: string;
  suggestion: MergeTag | null;
}

/** Letters and digits only, in lower case: "First Name", "First_name" and "FIRST-NAME" read alike. */
const squeezed = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The known tag a misspelled one most likely means: the same letters, or within a few typing slips (at most one in
 * three letters, and three in all), so "{{Nickname}}" suggests nothing rather than a far-fetched guess.
 */
export function nearestMergeTag(name: string): MergeTag | null {
  const wanted = squeezed(name);
  const [nearest] = MERGE_TAGS.map((tag) => ({ tag, slips: distance(wanted, squeezed(tag)) })).sort((a, b) => a.slips - b.slips);
  return nearest.slips <= Math.min(3, Math.floor(wanted.length / 3)) ? nearest.tag : null;
}

/** The tags in a subject or body that are not merge tags, each once, in order of first use. */
export function unknownMergeTags(text: string): UnknownMergeTag[] {
  const known: readonly string[] = MERGE_TAGS;
  const written = [...text.matchAll(MERGE_TAG_PATTERN)].filter((match) => !known.includes(match[1]));
  return [...new Map(written.map((match) => [match[0], nearestMergeTag(match[1])])).entries()].map(([tag, suggestion]) => ({
    written: tag,
    suggestion,
  }));
}

/** One unknown tag in words: "{{First Name}} (did you mean {{First_Name}}?)". */
export function unknownMergeTagText({ written, suggestion }: UnknownMergeTag): string {
  return suggestion ? `${written} (did you mean {{${suggestion}}}?)` : written;
}

/** The refusal of a message with unknown tags, as the server gives it and the form shows it before sending. */
export function unknownMergeTagsMessage(tags: readonly UnknownMergeTag[]): string {
  return `Unknown merge tag: ${tags.map(unknownMergeTagText).join(', ')}`;
}
