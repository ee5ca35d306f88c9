// The columns of an entity's import file, from its schema alone: the fields its form edits (input fields,
// not hidden, not lines), labelled by their titles. A link column (an item's Unit, a ledger's Group) is
// given by the linked record's NAME, the field its x-from label shows; the import resolves it to the id.
import { editableFields, isInputProperty, type EntitySchema, type Registry } from '../../../engine/schema/index.ts';
import type { ImportColumn } from '../../shared/import-answer.ts';

export type { ImportColumn };


export function importColumns(registry: Registry, schema: EntitySchema): ImportColumn[] {
  const required = new Set(schema.required ?? []);
  const links = schema['x-entity'].links ?? {};
  return editableFields(schema)
    .filter((field) => {
      const property = schema.properties[field];
      return isInputProperty(schema, field, property) && property.type !== 'array' && property['x-ui']?.widget !== 'hidden';
    })
    .flatMap((field): ImportColumn[] => {
      const property = schema.properties[field];
      // Required and without a default: the file must have it (a default fills a missing one, as in the API).
      const column: ImportColumn = { field, title: property.title ?? field, required: required.has(field) && property.default === undefined };
      const target = links[field];
      if (target) {
        const label = Object.values(schema.properties).find((other) => typeof other['x-from'] === 'string' && other['x-from'].startsWith(`${field}.`));
        const targetSchema = registry.get(target);
        if (!label || !targetSchema) return []; // a link with no name to give it by cannot be imported
        column.link = { entity: target, nameField: String(label['x-from']).split('.')[1], title: targetSchema.title ?? target };
      }
      const names = property['x-ui']?.enumNames as string[] | undefined;
      if (Array.isArray(property.enum)) column.choices = names ?? property.enum.map(String);
      else if (property.type === 'boolean') column.choices = ['Yes', 'No'];
      return [column];
    });
}

/**
 * A name as compared, in any script: Unicode-normalised (NFKC: a precomposed "é" and "e" with its accent,
 * full-width and ordinary digits, are the same), case-folded (upper then lower case, so "ß" meets "SS"
 * and no locale's rule applies), spacing and punctuation ignored: "Opening Dr/Cr" matches
 * "opening dr / cr", and the Hindi unit "किलो" matches "किलो" and nothing else (its vowel signs are
 * letters' marks, kept). A name of punctuation alone is compared whole.
 */
export function looseKey(text: string): string {
  const folded = foldCase(text);
  return folded.replace(/[^\p{L}\p{M}\p{N}%]+/gu, '') || folded.trim();
}

/** A word as compared where punctuation matters (a choice's name): NFKC-normalised and case-folded, in any script. */
export function foldCase(text: string): string {
  return text.normalize('NFKC').toLocaleUpperCase('und').toLocaleLowerCase('und').normalize('NFKC');
}

/**
 * Which file column feeds each field: a header equal (loosely) to the field's title or name. Each file
 * column is used at most once; fields no header matches are left unmapped.
 */
export function autoMapping(headers: string[], columns: ImportColumn[]): Record<string, number | null> {
  const taken = new Set<number>();
  const mapping: Record<string, number | null> = {};
  for (const column of columns) {
    const wanted = new Set([looseKey(column.title), looseKey(column.field)]);
    const index = headers.findIndex((header, at) => !taken.has(at) && wanted.has(looseKey(header)));
    mapping[column.field] = index >= 0 ? index : null;
    if (index >= 0) taken.add(index);
  }
  return mapping;
}
