import { DEFAULT_SHOW_NAME, GROUPED_AUDITION_PREFIX, type AuditionRecordFields, type RecordOf } from '@greenroom/contracts';

export interface AuditionDate {
  id: string;
  StartDateTime: number;
  EndDateTime: number | null;
}

/** One show's audition, built from its calendar records (docs/spec-summary.md §2.3: "Grouped audition"). */
export interface GroupedAudition {
  id: string;
  Category: string;
  Title: string;
  Details: string | null;
  Location: string | null;
  dates: AuditionDate[];
}

/** Groups audition records by show: details and location from the first record, dates sorted ascending, shows by name. */
export function groupAuditions(records: RecordOf<AuditionRecordFields>[]): GroupedAudition[] {
  const groups = new Map<string, GroupedAudition>();
  for (const record of records) {
    const category = record.fields.Category?.trim() || DEFAULT_SHOW_NAME;
    let group = groups.get(category);
    if (!group) {
      group = {
        id: `${GROUPED_AUDITION_PREFIX}${category}`,
        Category: category,
        Title: record.fields.Title,
        Details: record.fields.Details,
        Location: record.fields.Location,
        dates: [],
      };
      groups.set(category, group);
    }
    group.dates.push({ id: record.id, StartDateTime: record.fields.StartDateTime, EndDateTime: record.fields.EndDateTime });
  }
  const list = [...groups.values()];
  list.forEach((group) => group.dates.sort((a, b) => a.StartDateTime - b.StartDateTime));
  return list.sort((a, b) => a.Category.localeCompare(b.Category));
}

/** The audition an id points at: a grouped id ('group-<show>') or the id of one of its dates. */
export function findAudition(groups: GroupedAudition[], auditionId: string): GroupedAudition | undefined {
  return groups.find((group) => group.id === auditionId || group.dates.some((date) => date.id === auditionId));
}
