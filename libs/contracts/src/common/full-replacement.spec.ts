import { z } from 'zod';
import { ShowUpdateSchema } from '../auditions/shows';
import { AdminMemberUpdateSchema, OwnMemberUpdateSchema } from '../members/member-update';
import { PlayReadingEventUpdateSchema } from '../rsvp/play-reading-admin';
import { RsvpEventUpdateSchema } from '../rsvp/rsvp';
import { TeamFormSchema, TeamUpdateRequestSchema } from '../teams/teams';
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
    expect(Object.values(AdminMemberUpdateSchema.shape).every((field) => !field.safeParse(undefined).success)).toBe(true);
  });

  it('carries the mark through extend and safeExtend (a write schema plus its version), not through partial or omit', () => {
    expect(missingFields(schema.extend({ at: z.number() }), { name: '' })).toEqual(['note', 'tags', 'at']);
    expect(missingFields(schema.safeExtend({ at: z.number() }).safeExtend({ by: z.string() }), {})).toEqual(['name', 'note', 'tags', 'at', 'by']);
    expect(missingFields(schema.partial(), {})).toEqual([]);
    expect(missingFields(TeamFormSchema, {})).toEqual([]);
  });

  it('marks every update schema a PUT route parses; a left-out version is left to its own message (reload)', () => {
    for (const update of [ShowUpdateSchema, RsvpEventUpdateSchema, PlayReadingEventUpdateSchema, TeamUpdateRequestSchema, AdminMemberUpdateSchema]) {
      expect(missingFields(update, {})).toEqual(Object.keys(update.shape).filter((key) => key !== 'version'));
      expect(missingFields(update, {}).length).toBeGreaterThan(2);
    }
  });
});
