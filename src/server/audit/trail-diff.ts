// What one edit-log entry changed, field by field, as an auditor reads it: the field's title from its
// schema, the value before and after, and whether it is money (shown as rupees). An update lists only the
// fields that differ; a create lists what was entered, a delete what was removed. A document's lines are
// compared line by line ("Items 2 › Qty"). Bookkeeping columns (who and when saved, the row version) are
// left out: the entry itself says who and when. Pure.
import type { EntitySchema, PropertySchema, Registry } from '../../../engine/schema/index.ts';

import type { FieldChange } from '../../shared/audit-trail.ts';

export type { FieldChange };

const BOOKKEEPING = new Set(['CreatedBy', 'CreatedOn', 'UpdatedBy', 'UpdatedOn', 'RowVersion', 'tenant_id', 'Password']);
/** A line table's many lines: diffs of more are cut here (the entry keeps them all). */
const MOST_CHANGES = 200;

type Data = Record<string, unknown>;

export function parseData(raw: unknown): Data | null {
  if (raw === null || raw === undefined) return null;
  const value = typeof raw === 'string' ? safeParse(raw) : raw;
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : null;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function fieldChanges(registry: Registry, entity: string, before: Data | null, after: Data | null): FieldChange[] {
  const changes: FieldChange[] = [];
  compare(changes, registry, registry.get(entity), before ?? {}, after ?? {}, '', '');
  return changes.slice(0, MOST_CHANGES);
}

function compare(changes: FieldChange[], registry: Registry, schema: EntitySchema | undefined, before: Data, after: Data, path: string, labelPath: string): void {
  // The record's own key is in the entry's heading already.
  const key = schema?.['x-entity'].key;
  const all = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !BOOKKEEPING.has(field) && field !== key);
  // A link's id beside the name it shows under the same title (UnitId and UnitName, both "Unit"): the name says it.
  const links = schema?.['x-entity'].links ?? {};
  const titleOf = (field: string) => schema?.properties[field]?.title ?? field;
  const fields = all.filter((field) => !(field in links && all.some((other) => other !== field && !(other in links) && titleOf(other) === titleOf(field))));
  for (const field of fields) {
    const property = schema?.properties[field];
    const label = `${labelPath}${property?.title ?? field}`;
    const was = before[field];
    const is = after[field];
    if (Array.isArray(was) || Array.isArray(is)) {
      const lines = typeof property?.['x-lines'] === 'string' ? registry.get(property['x-lines']) : undefined;
      const a = Array.isArray(was) ? was : [];
      const b = Array.isArray(is) ? is : [];
      for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
        compare(changes, registry, lines, asData(a[index]), asData(b[index]), `${path}${field}[${index + 1}].`, `${label} ${index + 1} › `);
      }
      continue;
    }
    const beforeText = shown(was);
    const afterText = shown(is);
    if (beforeText === afterText) continue;
    changes.push({ field: `${path}${field}`, label, kind: isMoney(property) ? 'money' : property?.format === 'date' ? 'date' : 'text', before: beforeText, after: afterText });
  }
}

const asData = (value: unknown): Data => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {});

function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function isMoney(property: PropertySchema | undefined): boolean {
  return property?.['x-ui']?.widget === 'money' || property?.['x-scale'] === 2;
}

/**
 * The record's name or number as people know it, read from the entry itself: a document's number
 * (x-entity.document.number.prefixed), else the first list column (a party's name, an item's name).
 */
export function recordLabel(schema: EntitySchema | undefined, before: Data | null, after: Data | null): string {
  if (!schema) return '';
  const meta = schema['x-entity'] as { document?: { number?: { prefixed?: string } }; listColumns?: string[] };
  const field = meta.document?.number?.prefixed ?? meta.listColumns?.[0];
  if (!field) return '';
  const value = (after ?? before ?? {})[field];
  return value === null || value === undefined ? '' : String(value);
}
