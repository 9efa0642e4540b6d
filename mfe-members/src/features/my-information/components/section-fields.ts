import { memberFieldSpec, myInformationFields, type MyInformationSection, type OwnEditableFieldName } from '@greenroom/contracts';

export type EditableField = OwnEditableFieldName;
export type SectionKey = MyInformationSection;

export interface FieldSpec {
  name: EditableField;
  label: string;
  /** A text area shows its text as written (line breaks kept). */
  multiLine: boolean;
  /** What the view mode shows for an empty value. */
  empty: string;
  /** A select's first option, which saves the field empty. */
  choose?: string;
}

const TITLES: Record<SectionKey, string> = { personal: 'Personal Information', address: 'Address Information', bio: 'Biography' };

function fieldSpec(name: EditableField): FieldSpec {
  const { label, input, myInformation } = memberFieldSpec(name);
  return { name, label, multiLine: input === 'textarea', empty: myInformation?.empty ?? 'Not provided', choose: myInformation?.choose };
}

/** My Information's editable cards; their fields come from the member field table (`myInformation`). */
export const SECTIONS = Object.fromEntries(
  (Object.keys(TITLES) as SectionKey[]).map((section) => [section, { title: TITLES[section], fields: myInformationFields(section).map(fieldSpec) }]),
) as Record<SectionKey, { title: string; fields: FieldSpec[] }>;
