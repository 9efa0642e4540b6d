import { categoryColors, type CalendarCategory } from '@greenroom/contracts';
import { FieldFrame, useFieldA11y, useFormContext, useWatch } from '@greenroom/sdk';
import { Form } from 'react-bootstrap';

interface CategorySelectProps {
  id: string;
  categories: CalendarCategory[];
}

/** The form's `category`: the list from the server, each option (and the closed select) in its own colours. */
export function CategorySelect({ id, categories }: CategorySelectProps) {
  const { register } = useFormContext();
  const field = useFieldA11y('category', { id, required: true });
  const value = (useWatch({ name: 'category' }) as string | undefined) ?? '';
  const names =
    categories.some((category) => category.name === value) || value === ''
      ? categories.map((category) => category.name)
      : [value, ...categories.map((category) => category.name)];
  const selected = value ? categoryColors(value, categories) : null;
  return (
    <FieldFrame field={field} label="Category" required>
      <Form.Select
        {...field.controlProps}
        {...register('category')}
        isInvalid={Boolean(field.error)}
        style={selected ? { backgroundColor: selected.fillColor, color: selected.textColor } : undefined}
      >
        {value === '' && <option value="">Choose a category</option>}
        {names.map((name) => {
          const colors = categoryColors(name, categories);
          return (
            <option key={name} value={name} style={{ backgroundColor: colors.fillColor, color: colors.textColor }}>
              {name}
            </option>
          );
        })}
      </Form.Select>
    </FieldFrame>
  );
}
