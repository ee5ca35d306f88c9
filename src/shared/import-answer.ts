// What an import preview or import answers (src/server/import/, read by src/client/import/): the file's
// columns matched to the master's fields, each row's problems, the first rows as read.

export type ImportColumn = {
  field: string;
  title: string;
  required: boolean;
  /** For a link: the linked entity and its field that names a record. */
  link?: { entity: string; nameField: string; title: string };
  /** Allowed words, for a field with a fixed list (shown in the template's guide). */
  choices?: string[];
};

export type RowError = { row: number; field: string; column: string; message: string };

export type ImportAnswer = {
  kind: 'csv' | 'xlsx' | 'tally';
  headers: string[];
  columns: ImportColumn[];
  mapping: Record<string, number | null>;
  total: number;
  /** Rows with no problem. */
  valid: number;
  errors: RowError[];
  warnings: string[];
  preview: Array<{ row: number; values: Record<string, string> }>;
  saved: boolean;
};
