import {
  CATEGORY_PALETTE,
  CalendarCategoryCreateSchema,
  textColorFor,
  type CalendarCategoryCreate,
  type CalendarCategoryItem,
} from '@greenroom/contracts';
import { SaveResultAlerts, useSaveResult, type SaveResult } from '@greenroom/sdk';
import { ChoiceGroupField, SaveOrCloseButtons, SchemaForm, TextField, useSchemaForm } from '@greenroom/sdk/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { categoriesQueryOptions } from '../../../common/api/get-categories';
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
  const client = useQueryClient();
  // A refusal is said beside Save (the success goes to the screen's message: the form closes).
  const failure = useSaveResult();
  const prefix = category ? `category-${category.id}` : 'new-category';

  // Someone else saved the category first: their name and colour replace what this form holds.
  const reload = async () => {
    const stored = (await client.fetchQuery({ ...categoriesQueryOptions(), staleTime: 0 })).find((candidate) => candidate.id === category?.id);
    if (stored) form.reset({ name: stored.name, fillColor: stored.fillColor });
  };

  const submit = (values: CalendarCategoryCreate) => {
    result.clear();
    failure.clear();
    save.mutate(category ? { ...values, version: category.version } : values, {
      onSuccess: (saved) => {
        result.succeed(category ? `Category ${saved.name} saved.` : `Category ${saved.name} added.`);
        if (!category) form.reset({ name: '', fillColor: '' });
        onDone();
      },
      onError: (error) => failure.failSave(error, { failed: 'Failed to save the category.' }, () => void reload()),
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
      <SaveResultAlerts result={failure} />
      <SaveOrCloseButtons saving={save.isPending} saveLabel={category ? 'Save changes' : 'Add category'} onClose={onCancel} />
    </SchemaForm>
  );
}
