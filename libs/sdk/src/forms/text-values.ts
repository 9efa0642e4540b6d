/** The form's value of a field the record may leave empty: a text input holds '' where the record has null. */
export type TextValues<T, K extends keyof T> = { [P in K]: Exclude<T[P], null | undefined> | '' };

/** The named fields of a record as a form's inputs hold them: null and undefined become ''. */
export function textValues<T, K extends keyof T>(record: T, keys: readonly K[]): TextValues<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as TextValues<T, K>;
}
