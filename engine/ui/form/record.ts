// Moving between a stored record and the form's data.
import { editableFields, formFields, joinedLabelProperty, linkTarget } from '../../schema/ui-schema.ts';
import type { EntitySchema } from '../../schema/types.ts';
import type { Row } from '../api.ts';

/** The field the server uses to detect stale edits; sent back unchanged on update. */
export const ROW_VERSION = 'RowVersion';

/** The form's data for a record: its form fields, with nulls dropped (JSON Schema types reject null). */
export function toFormData(schema: EntitySchema, record: Row | null | undefined): Row {
  const data: Row = {};
  if (!record) return data;
  for (const name of formFields(schema)) {
    const value = record[name];
    if (value !== null && value !== undefined) data[name] = value;
  }
  return data;
}

/**
 * The body to send: the editable fields (read-only and virtual ones are the server's), plus, for an
 * update, the key and the RowVersion that was read.
 */
export function toBody(schema: EntitySchema, formData: Row, original?: Row | null): Row {
  const body: Row = {};
  for (const name of editableFields(schema)) {
    const value = formData[name];
    if (value !== undefined) body[name] = value;
  }
  if (original) {
    const key = schema['x-entity'].key;
    if (original[key] !== undefined) body[key] = original[key];
    if (original[ROW_VERSION] !== undefined) body[ROW_VERSION] = original[ROW_VERSION];
  }
  return body;
}

export type KnownLabel = { id: unknown; label: string };

/** Labels a record already carries for its link columns (from virtual x-from properties), with their ids. */
export function linkLabels(schema: EntitySchema, record: Row | null | undefined): Record<string, KnownLabel> {
  const labels: Record<string, KnownLabel> = {};
  if (!record) return labels;
  for (const column of Object.keys(schema['x-entity'].links ?? {})) {
    if (!linkTarget(schema, column)) continue;
    const labelProperty = joinedLabelProperty(schema, column);
    const label = labelProperty ? record[labelProperty] : undefined;
    if (label !== null && label !== undefined && label !== '') labels[column] = { id: record[column], label: String(label) };
  }
  return labels;
}

/**
 * Links narrowed by fields that just changed (`x-narrowBy`: a town within its region) no longer hold a
 * choice that fits, so they are emptied, and so on down the chain (zone, then region, then town).
 */
export function clearNarrowedLinks(schema: EntitySchema, changed: readonly string[], data: Row): Row {
  const cleared = new Set<string>();
  let next = data;
  let pending = [...changed];
  while (pending.length > 0) {
    const moved = new Set(pending);
    pending = [];
    for (const [name, property] of Object.entries(schema.properties)) {
      const narrowBy = property['x-narrowBy'];
      if (!Array.isArray(narrowBy) || cleared.has(name) || changed.includes(name) || !narrowBy.some((field) => moved.has(field))) continue;
      cleared.add(name);
      pending.push(name);
      if (next[name] !== undefined) next = { ...next, [name]: undefined };
    }
  }
  return next;
}
