// Turns a store's unique-constraint error into "A Vehicle with this Vehicle number already exists".
import type { EntitySchema } from '../schema/types.ts';
import { caselessIndexName, uniqueIndexName } from './index-names.ts';

export function uniqueViolationMessage(error: unknown, schema: EntitySchema): string | null {
  const e = error as { code?: string; constraint?: string; errcode?: number; message?: string } | null;
  if (!e) return null;
  const unique = schema['x-entity'].unique ?? [];
  let columns: string[] | undefined;
  const table = schema['x-entity'].table ?? schema['x-entity'].name;
  // A set ignoring case is an index on an expression: SQLite names the index, not its columns.
  const caselessIndex = /UNIQUE constraint failed: index '([^']+)'/.exec(e.message ?? '')?.[1];
  if (e.code === '23505') {
    columns = unique.find((set) => uniqueIndexName(table, set) === e.constraint || caselessIndexName(table, set) === e.constraint);
    // A database made before the sets were named by their columns names them by position (_uq1, _uq2 ...).
    const position = /_uq(\d+)$/.exec(e.constraint ?? '')?.[1];
    columns ??= position ? unique[Number(position) - 1] : undefined;
  } else if (caselessIndex) {
    columns = unique.find((set) => caselessIndexName(table, set) === caselessIndex);
  } else if (e.errcode === 2067 || e.errcode === 1555 || /UNIQUE constraint failed/.test(e.message ?? '')) {
    const failed = /UNIQUE constraint failed: (.*)$/.exec(e.message ?? '')?.[1] ?? '';
    const names = failed.split(',').map((part) => part.trim().split('.').pop()!).filter((n) => n !== 'tenant_id');
    columns = unique.find((group) => group.length === names.length && group.every((c) => names.includes(c))) ?? names;
  } else {
    return null;
  }
  const title = schema.title ?? schema['x-entity'].name;
  const fields = (columns ?? []).map((column) => schema.properties[column]?.title ?? column);
  return fields.length > 0 ? `A ${title} with this ${fields.join(' and ')} already exists` : `This ${title} already exists`;
}
