export * from './use-schema-form';
export * from './SchemaForm';
export * from './use-field-a11y';
export * from './FieldFrame';
export * from './TextField';
export * from './SelectField';
export * from './CheckboxField';
export * from './ChoiceGroupField';
export * from './CheckColumnsField';
export * from './focus-first-error';
export * from './SaveOrCloseButtons';
export * from './text-values';
// The kit's react-hook-form lives inside the shared SDK: a remote reaches the form's context only through these.
export { Controller, useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
export type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
export * from './use-form-draft';
export * from './DraftOffer';
export * from './LeaveGuard';
