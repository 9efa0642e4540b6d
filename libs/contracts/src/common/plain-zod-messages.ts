import { z } from 'zod';

export const ZOD_WORDS = {
  required: 'Please fill this in.',
  wrongKind: 'This value is not the right kind: please check it.',
  email: 'Please enter a valid email address.',
  format: 'This is not written the way it should be: please check it.',
  option: 'Please choose one of the options offered.',
  other: 'Please check this value.',
} as const;

function sizeWords(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig | z.core.$ZodIssueTooSmall>): string | undefined {
  const tooBig = issue.code === 'too_big';
  const limit = Number(tooBig ? issue.maximum : issue.minimum);
  if (issue.origin === 'string') {
    if (!tooBig && limit <= 1) return ZOD_WORDS.required;
    return tooBig ? `Please use at most ${limit} characters.` : `Please use at least ${limit} characters.`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') return tooBig ? `Please choose at most ${limit}.` : `Please choose at least ${limit}.`;
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    const bound = tooBig ? (issue.inclusive ? 'at most' : 'less than') : issue.inclusive ? 'at least' : 'more than';
    return `Please enter a number ${bound} ${limit}.`;
  }
  return undefined;
}

/**
 * zod's own wording ("Too big: expected string to have <=2000 characters", "Invalid input: expected string,
 * received undefined") is for programmers. This says the same to a person; a schema's own message still wins, since
 * zod asks this only for issues whose schema gave none.
 */
export function plainZodMessage(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return sizeWords(issue);
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? ZOD_WORDS.required : ZOD_WORDS.wrongKind;
    case 'invalid_format':
      return issue.format === 'email' ? ZOD_WORDS.email : ZOD_WORDS.format;
    case 'invalid_value':
      return ZOD_WORDS.option;
    case 'unrecognized_keys':
      return `This form does not take ${issue.keys.length === 1 ? 'the field' : 'the fields'} ${issue.keys.join(', ')}.`;
    case 'not_multiple_of':
      return `Please enter a multiple of ${String(issue.divisor)}.`;
    default:
      return ZOD_WORDS.other;
  }
}

/** True when an issue carries these default words rather than its schema's own message (the API then names the field). */
export function hasPlainZodMessage(issue: z.core.$ZodIssue): boolean {
  return (Object.values(ZOD_WORDS) as string[]).includes(issue.message) || issue.message === plainZodMessage(issue as z.core.$ZodRawIssue);
}

/** Makes plainZodMessage zod's wording for this program (the API's pipe and the SDK's forms each call it once). */
export function installPlainZodMessages(): void {
  z.config({ customError: plainZodMessage });
}
