import {
  CATEGORY_PALETTE,
  CalendarCategoryCreateSchema,
  textColorFor,
  type CalendarCategoryCreate,
  type CalendarCategoryItem,
} from '@greenroom/contracts';
import { ChoiceGroupField, SaveOrCloseButtons, SchemaForm, TextField, messageOr, useSchemaForm, type SaveResult } from '@greenroom/sdk';
import { Form } from 'react-bootstrap';
import { useSaveCategory } from '../api/save-category';
import styles from './calendar-categories.module.css';

const COLOR_OPTIONS = CATEGORY_PALETTE.map((color) => ({ value: color.fillColor, label: color.name }));

export interface CategoryFormProps {
  /** The category to rename or recolour; a new one when absent. */
  category?: CalendarCategoryItem;
  result: SaveResult;
  onDone: () => void;
  onCancel?: () => void;
}

/** A name and a colour from the palette, each colour shown as the badge it would make. */
export function CategoryForm({ category, result, onDone, onCancel }: CategoryFormProps) {
  const form = useSchemaForm(CalendarCategoryCreateSchema, {
    defaultValues: { name: category?.name ?? '', fillColor: category?.fillColor ?? '' },
  });
  const save = useSaveCategory(category?.id);
  const prefix = category ? `category-${category.id}` : 'new-category';

  const submit = (values: CalendarCategoryCreate) => {
    result.clear();
    save.mutate(values, {
      onSuccess: (saved) => {
        result.succeed(category ? `Category ${saved.name} saved.` : `Category ${saved.name} added.`);
        if (!category) form.reset({ name: '', fillColor: '' });
        onDone();
      },
      onError: (error) => result.fail(messageOr(error, 'Failed to save the category.')),
    });
  };

  return (
    <SchemaForm form={form} onSubmit={submit} idPrefix={prefix} aria-label={category ? `Change ${category.name}` : 'Add a category'}>
      <TextField name="name" label="Category name" required groupClassName="mb-3" />
      <ChoiceGroupField
        name="fillColor"
        legend="Colour"
        type="radio"
        required
        hint="Only colours whose badge text is easy to read are offered."
        options={COLOR_OPTIONS}
        optionsClassName={styles.swatches}
        renderOption={(option, choice) => (
          <div className={styles.swatch}>
            <Form.Check.Input {...choice} />
            <Form.Check.Label htmlFor={choice.id}>
              <span className={styles.badge} style={{ backgroundColor: option.value, color: textColorFor(option.value) }}>
                {option.label}
              </span>
            </Form.Check.Label>
          </div>
        )}
      />
      <SaveOrCloseButtons saving={save.isPending} saveLabel={category ? 'Save changes' : 'Add category'} onClose={onCancel} />
    </SchemaForm>
  );
}
