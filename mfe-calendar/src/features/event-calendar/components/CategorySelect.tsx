import { categoryColors, type CalendarCategoryItem } from '@greenroom/contracts';
import { FieldFrame, useFieldA11y, useFormContext, useWatch } from '@greenroom/sdk/forms';
import { Form } from 'react-bootstrap';

interface CategorySelectProps {
  id: string;
  categories: CalendarCategoryItem[];
}

/**
 * The form's `category`: the list from the server, each option (and the closed select) in its own colours. A retired
 * category is offered only to the event that already has it.
 */
export function CategorySelect({ id, categories }: CategorySelectProps) {
  const { register } = useFormContext();
  const field = useFieldA11y('category', { id, required: true });
  const value = (useWatch({ name: 'category' }) as string | undefined) ?? '';
  const offered = categories.filter((category) => !category.retired).map((category) => category.name);
  const names = offered.includes(value) || value === '' ? offered : [value, ...offered];
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
