// The masters a shop can bring from its old books (a spreadsheet, Vyapar, Tally) through the import
// page: the server's import API serves these, and their list pages offer an Import button.
export const IMPORTABLE_ENTITIES = ['item', 'party', 'ledger', 'unit', 'category', 'manufacturer'] as const;

export function isImportable(entity: string): boolean {
  return (IMPORTABLE_ENTITIES as readonly string[]).includes(entity);
}
