import { z } from 'zod';
import * as contracts from '../index';

/** zod string formats whose pattern has a fixed length (z.iso.date is 'date'). */
const FIXED_LENGTH_FORMATS = new Set(['uuid', 'guid', 'date']);

/**
 * Walks a schema and reports every string and array a request could make as long as it likes. A string is
 * bounded by a maximum length, a fixed-length format (uuid, ISO date) or an anchored pattern without open repetition.
 */
function unboundedParts(schema: z.core.$ZodType, path: string, inputBounded = false): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const checks = (def.checks ?? []).map((check) => check._zod.def as unknown as { check: string; format?: string; pattern?: RegExp });
  const hasMaximum = checks.some((check) => check.check === 'max_length' || check.check === 'length_equals');
  switch (def.type) {
    case 'string': {
      const fixedPattern = checks.some(
        (check) => check.format === 'regex' && check.pattern && /^\^.*\$$/.test(check.pattern.source) && !/[*+]|\{\d+,\}/.test(check.pattern.source),
      );
      const fixedFormat = FIXED_LENGTH_FORMATS.has((def as { format?: string }).format ?? '');
      return inputBounded || hasMaximum || fixedPattern || fixedFormat ? [] : [path];
    }
    case 'array':
      return [...(hasMaximum ? [] : [path]), ...unboundedParts(def.element as z.core.$ZodType, `${path}[]`)];
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, value]) => unboundedParts(value, `${path}.${key}`));
    case 'union':
      return (def.options as z.core.$ZodType[]).flatMap((option) => unboundedParts(option, path, inputBounded));
    case 'pipe': {
      const input = def.in as z.core.$ZodType;
      const inputParts = unboundedParts(input, path, inputBounded);
      // What a bounded string turns into (an e-mail check, parsed JSON) is bounded by it.
      const boundedText = input._zod.def.type === 'string' && inputParts.length === 0;
      return [...inputParts, ...unboundedParts(def.out as z.core.$ZodType, path, boundedText)];
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return unboundedParts(def.innerType as z.core.$ZodType, path, inputBounded);
    case 'record':
    case 'map':
    case 'set':
    case 'tuple':
    case 'lazy':
    case 'intersection':
      return [`${path} (${def.type}: not checked here, add it to this walk)`];
    default:
      return [];
  }
}

/** Every schema a response is made of: answers come from the server, so their lengths are not a request's bounds. */
function partsOf(schema: z.core.$ZodType, found = new Set<z.core.$ZodType>()): Set<z.core.$ZodType> {
  if (found.has(schema)) return found;
  found.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const children = [
    def.element,
    def.in,
    def.out,
    def.innerType,
    ...Object.values((def.shape as object | undefined) ?? {}),
    ...((def.options as unknown[] | undefined) ?? []),
  ];
  for (const child of children) if (child instanceof z.core.$ZodType) partsOf(child, found);
  return found;
}
const responseParts = [...contracts.API_ROUTES.map((route) => route.response), ...Object.values(contracts.ERROR_CONTRACTS)].reduce<
  Set<z.core.$ZodType>
>((found, schema) => partsOf(schema, found), new Set<z.core.$ZodType>());

const schemas: [string, z.ZodType][] = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodType && !responseParts.has(value) ? [[name, value]] : [],
);

describe('every request schema in libs/contracts bounds its strings and arrays', () => {
  it('finds the schemas', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it.each(schemas)('%s', (name, schema) => {
    expect(unboundedParts(schema, name)).toEqual([]);
  });

  it('notices an unbounded string or array', () => {
    expect(unboundedParts(z.object({ a: z.array(z.string()) }), 'x')).toEqual(['x.a', 'x.a[]']);
  });
});
