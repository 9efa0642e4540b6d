import type { Show, ShowFormInput, ShowFormValues, ShowWriteInput } from '@greenroom/contracts';
import { theaterClockTime, theaterDay, theaterInstant } from '@greenroom/sdk';

export const EMPTY_CHARACTER = { name: '', gender: 'Any', ageRange: '', descriptors: '' } as const;
export const EMPTY_DATE = { id: '', day: '', start: '13:00', end: '16:00' } as const;

const fromSeconds = (seconds: number) => new Date(seconds * 1000);

/** A show as the form edits it: audition instants as the theater's day and wall-clock times. */
export function formValuesOf(show?: Show): ShowFormInput {
  if (!show) return { name: '', description: '', auditionLocation: '', characters: [{ ...EMPTY_CHARACTER }], auditionDates: [{ ...EMPTY_DATE }] };
  return {
    name: show.name,
    description: show.description,
    auditionLocation: show.auditionLocation,
    // A character entered before genders were required has none: the form asks for one.
    characters: show.characters.map((character) => ({ ...character, gender: character.gender || 'Any' }) as ShowFormInput['characters'][number]),
    auditionDates: show.auditionDates.map((date) => {
      const start = fromSeconds(date.StartDateTime);
      const end = fromSeconds(date.EndDateTime ?? date.StartDateTime);
      return { id: date.id, day: theaterDay(start), start: theaterClockTime(start), end: theaterClockTime(end) };
    }),
  };
}

/** The request body: each day and time read on the theater's clock, whatever the device's zone. */
export function showWriteOf(values: ShowFormValues): ShowWriteInput {
  return {
    ...values,
    auditionDates: values.auditionDates.map((date) => ({
      ...(date.id ? { id: date.id } : {}),
      StartDateTime: theaterInstant(date.day, date.start).toISOString(),
      EndDateTime: theaterInstant(date.day, date.end).toISOString(),
    })),
  };
}
