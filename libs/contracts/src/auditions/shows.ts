import { z } from 'zod';
import { freeTextSchema } from '../common/free-text';
import { fullReplacement } from '../common/full-replacement';
import { RecordVersionSchema } from '../common/record-version';
import { listResponse } from '../common/responses';
import { EVENT_TEXT_MAX, TimestampSchema } from '../calendar/calendar';
import type { ParsedCharacter } from './characters';

export const CHARACTER_GENDERS = ['Female', 'Male', 'Any'] as const;
export const SHOW_NAME_MAX = 200;
export const SHOW_MAX_CHARACTERS = 80;
export const SHOW_MAX_AUDITION_DATES = 20;
/** The description is copied into each audition date's Details, so it has the calendar's limit: one number for both. */
export const SHOW_DESCRIPTION_MAX = EVENT_TEXT_MAX;

const GENDER_WORD = /^(m|f|male|female|any|either)$/i;
/** A part parseCharacters would read as an age ('30s', '60+'): a digit in a short part. */
const looksLikeAge = (part: string) => /\d/.test(part) && part.trim().length <= 8;

/** The characters' fields are joined into the spec's `CharacterNameDescription`, so '|' (its separator) is refused. */
const characterText = (label: string, max: number, requiredMessage?: string) =>
  freeTextSchema(label, max, requiredMessage ? { requiredMessage } : {}).refine((value) => !value.includes('|'), {
    message: `${label} cannot contain "|".`,
  });

export const ShowCharacterSchema = z.object({
  name: characterText('Character name', 100, 'Please enter the character name.').refine(
    (name) =>
      !name
        .split('-')
        .slice(1)
        .some((part) => GENDER_WORD.test(part.trim())),
    {
      message: 'Character name cannot contain a gender word after a "-".',
    },
  ),
  gender: z.enum(CHARACTER_GENDERS, { message: 'Please choose Female, Male or Any.' }),
  ageRange: characterText('Age range', 40).refine(
    (value) => value === '' || value.split('-').every((part) => part.trim() !== '' && looksLikeAge(part)),
    {
      message: 'Age range: write ages such as 30s, 60+ or 30s-50s.',
    },
  ),
  descriptors: characterText('Descriptors', 500).refine((value) => value === '' || !looksLikeAge(value.split('-')[0]), {
    message: 'Descriptors cannot begin with an age such as 30s: put ages in Age range.',
  }),
});
export type ShowCharacter = z.infer<typeof ShowCharacterSchema>;

export const ShowAuditionDateInputSchema = z
  .object({
    /** An existing audition date keeps its id (and the pre-registrations that chose it); a new one has none. */
    id: z.uuid().optional(),
    StartDateTime: TimestampSchema,
    EndDateTime: TimestampSchema,
  })
  .refine((date) => date.EndDateTime > date.StartDateTime, { message: 'An audition must end after it starts.', path: ['EndDateTime'] });

/** POST /api/shows and PUT /api/shows/:id. A full replacement: every field is sent ('' or [] for none); an unknown field is refused, as on the member routes. */
export const ShowWriteSchema = z
  .strictObject({
    name: freeTextSchema('Show name', SHOW_NAME_MAX, { requiredMessage: 'Please enter the show name.' }),
    description: freeTextSchema('Description', SHOW_DESCRIPTION_MAX, { multiLine: true }),
    auditionLocation: freeTextSchema('Audition location', 300),
    characters: z.array(ShowCharacterSchema).max(SHOW_MAX_CHARACTERS, `A show can have at most ${SHOW_MAX_CHARACTERS} characters.`),
    auditionDates: z
      .array(ShowAuditionDateInputSchema)
      .max(SHOW_MAX_AUDITION_DATES, `A show can have at most ${SHOW_MAX_AUDITION_DATES} audition dates.`),
  })
  .superRefine((show, context) => {
    const names = show.characters.map((character) => character.name.toLowerCase());
    const twice = names.findIndex((name, index) => names.indexOf(name) !== index);
    if (twice >= 0)
      context.addIssue({ code: 'custom', message: `Two characters are named ${show.characters[twice].name}.`, path: ['characters', twice, 'name'] });
  });
fullReplacement(ShowWriteSchema);
export type ShowWriteInput = z.input<typeof ShowWriteSchema>;
export type ShowWrite = z.infer<typeof ShowWriteSchema>;

/** PUT /api/shows/:id: the whole show with the version the Admin loaded (a save over a newer change is a 409). */
export const ShowUpdateSchema = ShowWriteSchema.safeExtend({ version: RecordVersionSchema });
export type ShowUpdateInput = z.input<typeof ShowUpdateSchema>;
export type ShowUpdate = z.infer<typeof ShowUpdateSchema>;

export const ShowAuditionDateSchema = z.object({ id: z.string(), StartDateTime: z.number(), EndDateTime: z.number().nullable() });
export type ShowAuditionDate = z.infer<typeof ShowAuditionDateSchema>;

/** A show as GET /api/shows answers it: audition dates in Unix seconds, soonest first. */
export const ShowSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  auditionLocation: z.string(),
  characters: z.array(z.object({ name: z.string(), gender: z.string(), ageRange: z.string(), descriptors: z.string() })),
  auditionDates: z.array(ShowAuditionDateSchema),
  /** A retired show is offered for no new pre-registration; its pre-registrations stay. */
  retired: z.boolean(),
  /** Sent back with an update (PUT /api/shows/:id); it covers the characters and audition dates too. */
  version: z.number().int(),
});
export type Show = z.infer<typeof ShowSchema>;

export const ShowsResponseSchema = listResponse('shows', ShowSchema);
export type ShowsResponse = z.infer<typeof ShowsResponseSchema>;
export const ShowResponseSchema = z.object({ show: ShowSchema });
export type ShowResponse = z.infer<typeof ShowResponseSchema>;

export const SHOW_MESSAGES = {
  notFound: 'Show not found.',
  nameTaken: 'A show with this name already exists.',
  categoryTaken: 'A calendar category already has that name: please choose another name for the show.',
  retired: 'This show is retired: it takes no new pre-registrations.',
} as const;

/**
 * The spec's `CharacterNameDescription`: characters joined by '|', each 'name-gender-age range-descriptors'
 * (an empty age range is left out, so parseCharacters reads the same fields back).
 */
export function characterNameDescription(characters: readonly ParsedCharacter[]): string {
  return characters
    .map((character) =>
      [character.name, character.gender, character.ageRange, character.descriptors].filter((part, index) => index < 2 || part !== '').join('-'),
    )
    .join('|');
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One audition date as the form holds it: a day and the theater's wall-clock times, turned into instants on save. */
export const ShowAuditionDateFormSchema = z
  .object({
    id: z.string().max(64),
    day: z.string().regex(ISO_DAY, 'Please choose the audition date.'),
    start: z.string().regex(CLOCK_TIME, 'Please enter the start time.'),
    end: z.string().regex(CLOCK_TIME, 'Please enter the end time.'),
  })
  .refine((date) => !CLOCK_TIME.test(date.start) || !CLOCK_TIME.test(date.end) || date.end > date.start, {
    message: 'An audition must end after it starts.',
    path: ['end'],
  });

/** The Shows screen's form: the show's fields as the server checks them, the audition dates as days and times. */
export const ShowFormSchema = z.object({
  name: ShowWriteSchema.shape.name,
  description: ShowWriteSchema.shape.description,
  auditionLocation: ShowWriteSchema.shape.auditionLocation,
  characters: ShowWriteSchema.shape.characters,
  auditionDates: z.array(ShowAuditionDateFormSchema).max(SHOW_MAX_AUDITION_DATES),
});
export type ShowFormInput = z.input<typeof ShowFormSchema>;
export type ShowFormValues = z.output<typeof ShowFormSchema>;
