import { z } from 'zod';
import { AdminMemberUpdateSchema, OwnMemberUpdateSchema } from '../members/member-update';
import { fullReplacement, missingFields, missingFieldsMessage } from './full-replacement';

describe('fullReplacement', () => {
  const schema = fullReplacement(z.object({ name: z.string(), note: z.string().nullable(), tags: z.array(z.string()) }));

  it('names every key a full replacement is not sent, in the schema’s order; null and empty count as sent', () => {
    expect(missingFields(schema, { tags: [] })).toEqual(['name', 'note']);
    expect(missingFields(schema, { name: '', note: null, tags: [] })).toEqual([]);
    expect(missingFieldsMessage(['name', 'note'])).toBe(
      'These fields are missing: name, note. This update replaces the whole record, so every field must be sent (empty when it has no value).',
    );
  });

  it('asks nothing of a schema that is not one (a patch, a create) or of a body that is not an object', () => {
    expect(missingFields(z.object({ name: z.string() }), {})).toEqual([]);
    expect(missingFields(OwnMemberUpdateSchema, {})).toEqual([]);
    expect(missingFields(schema, null)).toEqual([]);
    expect(missingFields(schema, [])).toEqual([]);
  });

  it('marks the admin member update, whose every field is required by zod too', () => {
    expect(missingFields(AdminMemberUpdateSchema, {})).toEqual(Object.keys(AdminMemberUpdateSchema.shape));
    expect(Object.values(AdminMemberUpdateSchema.shape).every((field) => !field.safeParse(undefined).success)).toBe(true);
  });
});
