import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Dotted paths of every error ("Teams", "address.city", "guests.0.name"), as react-hook-form names fields. */
export function errorPaths(errors: FieldErrors<FieldValues>, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object' || key === 'ref') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    // An error object has a message or type; anything else is a nested object or array of field errors.
    const own = 'type' in value || 'message' in value ? [path] : [];
    const nested = Object.entries(value)
      .filter(([child, childValue]) => !['ref', 'message', 'type', 'types', 'root'].includes(child) && childValue && typeof childValue === 'object')
      .flatMap(([child, childValue]) => errorPaths({ [child]: childValue } as FieldErrors<FieldValues>, path));
    return [...own, ...nested];
  });
}

function isFocusable(element: HTMLElement): boolean {
  return !element.hasAttribute('disabled') && element.getAttribute('type') !== 'hidden' && element.tabIndex >= 0;
}

/**
 * Focuses the first control, in page order, that belongs to a field with an error. A control belongs to a field
 * by its `name` (what `register` sets) or its `data-field` (for controls without a name, e.g. a widget inside a
 * Controller). Page order, not registration order, so the member lands on the first error they can see.
 */
export function focusFirstError(form: HTMLFormElement, paths: string[]): HTMLElement | null {
  const wanted = new Set(paths);
  const controls = form.querySelectorAll<HTMLElement>('[name], [data-field]');
  for (const control of Array.from(controls)) {
    const field = control.getAttribute('data-field') ?? control.getAttribute('name');
    if (field !== null && wanted.has(field) && isFocusable(control)) {
      control.focus();
      return control;
    }
  }
  return null;
}
