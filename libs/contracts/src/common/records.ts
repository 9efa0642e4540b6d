import { z } from 'zod';

/** The spec's record envelope: every row travels as { id, fields }. */
export const recordOf = <TFields extends z.ZodType>(fields: TFields) => z.object({ id: z.string(), fields });
export type RecordOf<TFields> = { id: string; fields: TFields };

export const recordsResponse = <TFields extends z.ZodType>(fields: TFields) => z.object({ records: z.array(recordOf(fields)) });
export type RecordsResponse<TFields> = { records: RecordOf<TFields>[] };
