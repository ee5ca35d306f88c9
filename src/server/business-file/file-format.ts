// The business file (GET /api/account/export, POST /api/account/import-business), format version 1:
//
//   { "format": "bahi-business", "formatVersion": 1, "exportedAt": "2026-11-26T08:30:00.000Z",
//     "business": { "owner": "owner@example.com", "menuPages": "dashboard\nfirm\n…" },
//     "entities": [ { "table": "sales", "entity": "sales", "key": "Id",
//                     "columns": [{ "name": "FirmId", "type": "integer" }, …], "refs": { "FirmId": { "entity": "firm" } } }, … ],
//     "tables": { "sales": { "columns": ["Id", "FirmId", …], "rows": [[12, 3, …], …] }, … } }
//
// `entities` describes every table the file holds (the schemas' tables, then the server's journal lines,
// stock moves, bank clearings, number counters and edit log) and where its columns point; `tables`
// holds each table's rows as stored (stored-values.ts), as arrays in the order of its `columns`, the key
// first. Keys are the exporting server's: they mean nothing elsewhere and are renumbered on arrival.
export const FILE_FORMAT = 'bahi-business';
export const FORMAT_VERSION = 1;

export type FileTable = { columns: string[]; rows: unknown[][] };

export type BusinessFile = {
  format: string;
  formatVersion: number;
  exportedAt: string;
  business: { owner?: string; menuPages?: string | null };
  entities: unknown[];
  tables: Record<string, FileTable>;
};

/** bahi-<business>-<yyyy-mm-dd>.json, the business named by its owner's e-mail before the @. */
export function businessFileName(owner: string, at: Date): string {
  const business = owner.split('@')[0].toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'business';
  return `bahi-${business}-${at.toISOString().slice(0, 10)}.json`;
}
