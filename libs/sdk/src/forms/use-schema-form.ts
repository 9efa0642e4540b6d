import { installPlainZodMessages } from '@greenroom/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

// A field the contract gave no message of its own says what is wrong in words, never zod's "Too big: expected string…".
installPlainZodMessages();

/** A zod schema that reads a form's values (Input) and hands the submit handler its output. */
export type FormSchema<Input extends FieldValues, Output extends FieldValues> = z.ZodType<Output, Input>;

export type SchemaFormOptions<Input extends FieldValues, Output> = Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'shouldFocusError'>;

/**
 * react-hook-form checked by a contract's zod schema: the values handed to the submit handler are the schema's
 * output (trimmed, lower-cased, defaulted), the same the server will parse.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: FormSchema<Input, Output>,
  options: SchemaFormOptions<Input, Output> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver<Input, unknown, Output>(schema),
    // SchemaForm moves focus itself, in page order and for every field type (see focus-first-error.ts);
    // react-hook-form's own focusing follows registration order and would run after it, undoing it.
    shouldFocusError: false,
  });
}
