import { useEffect, useId, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { FormProvider, useFormState, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FieldIdPrefix } from './field-id-prefix';
import { errorPaths, focusFirstError } from './focus-first-error';
import { LeaveGuard } from './LeaveGuard';
import type { FormDraft } from './use-form-draft';

export interface SchemaFormProps<Input extends FieldValues, Output> extends Omit<ComponentProps<typeof Form>, 'onSubmit' | 'onInvalid' | 'children'> {
  /** What `useSchemaForm` returned. */
  form: UseFormReturn<Input, unknown, Output>;
  /** Runs with the schema's output once every field is valid; the form is "submitting" until it settles. */
  onSubmit: (values: Output) => unknown;
  /** Runs after a failed check, once focus has moved to the first invalid field. */
  onInvalid?: (errors: FieldErrors<Input>) => void;
  /** Prefix of the fields' ids (`<idPrefix>-<name>`); unique per page by default. */
  idPrefix?: string;
  /** A form that saves something: leaving it changed and unsaved asks first (LeaveGuard). */
  askBeforeLeaving?: boolean;
  /** The form's draft (useFormDraft), removed when the member leaves without saving. */
  draft?: FormDraft;
  children: ReactNode;
}

/**
 * The one form of the portal: a react-bootstrap Form without the browser's own validation bubbles (the schema
 * speaks instead), whose fields read their errors from the form, and which, when a submit fails, moves focus to
 * the first invalid field so its error is read out as the field's description.
 */
export function SchemaForm<Input extends FieldValues, Output>({
  form,
  onSubmit,
  onInvalid,
  idPrefix,
  askBeforeLeaving = false,
  draft,
  children,
  ...formProps
}: SchemaFormProps<Input, Output>) {
  const element = useRef<HTMLFormElement>(null);
  const generatedPrefix = useId();
  // Set by a failed submit, taken by the effect once: later renders (typing elsewhere) must not move focus.
  const pendingFocus = useRef<{ paths: string[]; errors: FieldErrors<Input> } | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const { isDirty, isSubmitting } = useFormState({ control: form.control });
  const changed = askBeforeLeaving && isDirty && !isSubmitting;
  // Read when a move starts: a save that moves on (a changed address, say) must not be asked about its own move,
  // although the render that clears isDirty comes after it.
  const changedNow = useRef(changed);
  changedNow.current = changed;
  const saving = useRef(false);

  // Focus after the render that shows the errors, so the field's description (its error) exists when it is read.
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !element.current) return;
    pendingFocus.current = null;
    focusFirstError(element.current, pending.paths);
    onInvalid?.(pending.errors);
  }, [failedSubmits, onInvalid]);

  const submit = form.handleSubmit(
    async (values) => {
      saving.current = true;
      try {
        await onSubmit(values);
      } finally {
        saving.current = false;
      }
    },
    (errors) => {
      pendingFocus.current = { paths: errorPaths(errors as FieldErrors<FieldValues>), errors };
      setFailedSubmits((count) => count + 1);
    },
  );

  return (
    <FormProvider {...form}>
      <FieldIdPrefix.Provider value={idPrefix ?? generatedPrefix}>
        <Form ref={element} noValidate onSubmit={submit} {...formProps}>
          {children}
        </Form>
        {askBeforeLeaving && <LeaveGuard changed={changed} shouldAsk={() => changedNow.current && !saving.current} onLeave={draft?.clear} />}
      </FieldIdPrefix.Provider>
    </FormProvider>
  );
}
