/** The spec's record envelope: every row travels as { id, fields }. */
export interface RecordOf<TFields> {
  id: string;
  fields: TFields;
}

export interface RecordsResponse<TFields> {
  records: RecordOf<TFields>[];
}
