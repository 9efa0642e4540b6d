import { z } from 'zod';
import { personNameSchema } from '../common/person-name';
import { INVALID_STATE_MESSAGE, US_STATES } from './us-states';

// The rules of the member fields' values as the API accepts them, shared by the field table's rows (and the
// application form's bio).

export const BIO_MAX_LENGTH = 5000;
export const BIO_TOO_LONG_MESSAGE = `A biography can be at most ${BIO_MAX_LENGTH} characters.`;

export const firstName = personNameSchema('First name', 'First name is required.');
export const lastName = personNameSchema('Last name', 'Last name is required.');
/** Empty text means "clear the field"; the server stores null. */
export const optionalText = (max: number) => z.string().trim().max(max).nullable();
export const bio = z.string().trim().max(BIO_MAX_LENGTH, { message: BIO_TOO_LONG_MESSAGE }).nullable();
export const notes = z.string().trim().max(BIO_MAX_LENGTH).nullable();
/** '' (the form's "choose" option) means none. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);
export const state = z.preprocess(emptyAsNull, z.enum(US_STATES, { message: INVALID_STATE_MESSAGE }).nullable());

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const gender = z.preprocess(emptyAsNull, z.enum(GENDERS, { message: 'Gender must be Male, Female, Other or empty.' }).nullable());

/** A calendar date travels as Unix seconds (docs/spec-summary.md §2.3); null clears it. */
export const unixDate = z.number().int().min(0).max(1e10).nullable();
