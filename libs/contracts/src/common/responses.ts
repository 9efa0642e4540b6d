import { z } from 'zod';

/** A text answer (a CSV file) read whole. */
export const TextResponseSchema = z.string();
/** A file the apps download whole (an image, a document): its bytes are not parsed. */
export const FileResponseSchema = z.unknown();
/** A success without a body (204). */
export const EmptyResponseSchema = z.undefined();
/** A short confirmation the screen shows as it is. */
export const MessageResponseSchema = z.object({ message: z.string() });

/** A list answer: one named array, e.g. `{ teams: Team[] }`. */
export const listResponse = <TKey extends string, TItem extends z.ZodType>(key: TKey, item: TItem) =>
  z.object({ [key]: z.array(item) } as { [K in TKey]: z.ZodArray<TItem> });

/** A one-item answer: the item under its name, e.g. `{ team: Team }`. */
export const itemResponse = <TKey extends string, TItem extends z.ZodType>(key: TKey, item: TItem) =>
  z.object({ [key]: item } as { [K in TKey]: TItem });
