import { z } from 'zod';
import { freeTextSchema } from '../common/free-text';
import { RecordVersionSchema } from '../common/record-version';
import { contrastRatio, textColorFor } from './category-colors';

/** The badge rule of docs/architecture.md ("Styles"): its text reaches 4.5:1 against its fill (WCAG 2.2 AA for normal text). */
export const BADGE_MIN_CONTRAST = 4.5;

export function isReadableBadgeFill(fillColor: string): boolean {
  return contrastRatio(fillColor, textColorFor(fillColor)) >= BADGE_MIN_CONTRAST;
}

/** Named fills the picker may offer; names are what a screen reader says, not the hex. */
const PALETTE = [
  { name: 'Blue', fillColor: '#1565c0' },
  { name: 'Navy', fillColor: '#283593' },
  { name: 'Teal', fillColor: '#00838f' },
  { name: 'Green', fillColor: '#2e7d32' },
  { name: 'Olive', fillColor: '#827717' },
  { name: 'Yellow', fillColor: '#f4b400' },
  { name: 'Orange', fillColor: '#ef6c00' },
  { name: 'Red', fillColor: '#c62828' },
  { name: 'Pink', fillColor: '#ad1457' },
  { name: 'Purple', fillColor: '#6a1b9a' },
  { name: 'Brown', fillColor: '#6d4c41' },
  { name: 'Grey', fillColor: '#9e9e9e' },
] as const;

/** What the colour picker offers: only the fills whose badge text reaches 4.5:1. */
export const CATEGORY_PALETTE = PALETTE.filter((color) => isReadableBadgeFill(color.fillColor));

const HEX = /^#[0-9a-f]{6}$/;

export const CategoryFillSchema = z
  .string()
  .max(32)
  .trim()
  .toLowerCase()
  .refine((fill) => HEX.test(fill) && CATEGORY_PALETTE.some((color) => color.fillColor === fill), {
    message: 'Please choose one of the offered colours.',
  });

/** POST /api/calendar-categories */
export const CalendarCategoryCreateSchema = z.object({
  name: freeTextSchema('Category name', 200, { requiredMessage: 'Please enter the category name.' }),
  fillColor: CategoryFillSchema,
});
export type CalendarCategoryCreate = z.infer<typeof CalendarCategoryCreateSchema>;

/**
 * PATCH /api/calendar-categories/:id: rename and/or recolour (a rename moves the category's events with it), naming
 * the version the Admin loaded. A patch: a field not sent keeps its value.
 */
export const CalendarCategoryUpdateSchema = CalendarCategoryCreateSchema.partial().extend({ version: RecordVersionSchema });
export type CalendarCategoryUpdate = z.infer<typeof CalendarCategoryUpdateSchema>;

/**
 * PUT /api/calendar-categories/order: every category, first to last, each with the version the screen loaded (a
 * category changed since is a 409). Answered with the list in its new order (CalendarCategoriesResponse).
 */
export const CalendarCategoryOrderSchema = z.object({
  categories: z
    .array(z.object({ id: z.string().max(64), version: RecordVersionSchema }), { message: 'Please send the categories in their new order.' })
    .min(1, { message: 'Please send the categories in their new order.' })
    .max(500)
    .refine((entries) => new Set(entries.map((entry) => entry.id)).size === entries.length, {
      message: 'Each category may appear only once in the new order.',
    }),
});
export type CalendarCategoryOrder = z.infer<typeof CalendarCategoryOrderSchema>;

export const CATEGORY_MESSAGES = {
  notFound: 'Category not found.',
  nameTaken: 'A category with that name already exists.',
  retired: (name: string) => `The category ${name} is retired. Please choose a category from the list.`,
} as const;
