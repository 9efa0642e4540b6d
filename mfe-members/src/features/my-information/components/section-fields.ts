import { optionsOf } from '@greenroom/sdk/forms';
import { GENDERS, US_STATES, type Member, type OwnMemberUpdate } from '@greenroom/contracts';

export type EditableField = Exclude<keyof OwnMemberUpdate, 'Email'> & keyof Member;

export interface FieldSpec {
  name: EditableField;
  label: string;
  kind: 'text' | 'tel' | 'select' | 'textarea';
  options?: { value: string; label: string }[];
  /** What the view mode shows for an empty value. */
  empty: string;
  /** The server refuses it empty (the names). */
  required?: boolean;
}

/** A select whose first choice, `placeholder`, saves the field empty. */
function selectField(name: EditableField, label: string, empty: string, placeholder: string, choices: readonly string[]): FieldSpec {
  return { name, label, kind: 'select', empty, options: [{ value: '', label: placeholder }, ...optionsOf(choices)] };
}

export type SectionKey = 'personal' | 'address' | 'bio';

export const SECTIONS: Record<SectionKey, { title: string; fields: FieldSpec[] }> = {
  personal: {
    title: 'Personal Information',
    fields: [
      { name: 'First_Name', label: 'First Name', kind: 'text', empty: 'Not provided', required: true },
      { name: 'Last_Name', label: 'Last Name', kind: 'text', empty: 'Not provided', required: true },
      { name: 'Mobile', label: 'Mobile', kind: 'tel', empty: 'Not provided' },
      { name: 'Landline', label: 'Landline', kind: 'tel', empty: 'Not provided' },
      selectField('Gender', 'Gender', 'Not specified', 'Prefer not to say', GENDERS),
    ],
  },
  address: {
    title: 'Address Information',
    fields: [
      { name: 'Street_Address', label: 'Street Address', kind: 'text', empty: 'Not provided' },
      { name: 'City', label: 'City', kind: 'text', empty: 'Not provided' },
      selectField('State', 'State', 'Not provided', 'Choose a state', US_STATES),
      { name: 'Zip_Code', label: 'ZIP Code', kind: 'text', empty: 'Not provided' },
    ],
  },
  bio: {
    title: 'Biography',
    fields: [
      { name: 'Personal_Bio', label: 'Personal Bio', kind: 'textarea', empty: 'Not provided' },
      { name: 'Show_Bio', label: 'Show Bio', kind: 'textarea', empty: 'Not provided' },
    ],
  },
};
