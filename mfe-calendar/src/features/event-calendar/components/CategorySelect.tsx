import { categoryColors, type CalendarCategory } from '@greenroom/contracts';
import { Form } from 'react-bootstrap';

interface CategorySelectProps {
  id: string;
  value: string;
  categories: CalendarCategory[];
  onChange: (value: string) => void;
}

/** The category list from the server, each option (and the closed select) in its own colours. */
export function CategorySelect({ id, value, categories, onChange }: CategorySelectProps) {
  const names = categories.some((category) => category.name === value) || value === '' ? categories.map((category) => category.name) : [value, ...categories.map((category) => category.name)];
  const selected = value ? categoryColors(value, categories) : null;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Category</Form.Label>
      <Form.Select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        style={selected ? { backgroundColor: selected.fillColor, color: selected.textColor } : undefined}
        required
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
    </Form.Group>
  );
}
