// Compiles an entity schema's list columns (x-entity.listColumns) into AG Grid column definitions.
// Pure (no React, no DOM); memoized per schema object so the grid gets the same array each render.
// Each column's colId is the column the server sorts by (?sort=colId); its field is what the cell shows.
import type { ColDef, ValueFormatterParams } from 'ag-grid-community';
import { formatDateTime, formatDayFirst, formatIndian } from './format.ts';
import type { EntitySchema, PropertySchema } from '../schema/types.ts';
import { isServerField, joinedLabelProperty, linkTarget, scaleOf, xUi } from '../schema/ui-schema.ts';

export type Row = Record<string, unknown>;

/** Columns used when a schema names no listColumns: its first stored, visible properties. */
const FALLBACK_COLUMN_COUNT = 5;

export function compileGridColumns(schema: EntitySchema): ColDef<Row>[] {
  let columns = cache.get(schema);
  if (!columns) {
    columns = listColumnsOf(schema).map((name) => column(schema, name));
    cache.set(schema, columns);
  }
  return columns;
}

/** The columns the list shows: x-entity.listColumns that exist, or a few leading properties. */
export function listColumnsOf(schema: EntitySchema): string[] {
  const listed = schema['x-entity'].listColumns;
  if (Array.isArray(listed) && listed.length > 0) {
    return listed.filter((name): name is string => typeof name === 'string' && name in schema.properties);
  }
  return Object.entries(schema.properties)
    .filter(([name, property]) => !isServerField(schema, name) && !property['x-virtual'] && xUi(property).widget !== 'hidden')
    .filter(([, property]) => property.type !== 'array' && property.type !== 'object')
    .slice(0, FALLBACK_COLUMN_COUNT)
    .map(([name]) => name);
}

function column(schema: EntitySchema, name: string): ColDef<Row> {
  const property = schema.properties[name];
  const base: ColDef<Row> = {
    colId: name,
    field: name,
    headerName: property.title ?? name,
    // The server sorts (EntityList turns the grid's sort into ?sort=): stored columns, and labels
    // joined from links (x-from); other virtual values are not columns.
    sortable: !property['x-virtual'] || typeof property['x-from'] === 'string',
    // Wide enough to read on a phone, where the grid then scrolls sideways.
    minWidth: property.type === 'string' && !property.format && !property.enum ? 150 : 110,
    flex: 1,
  };
  if (linkTarget(schema, name)) {
    const label = joinedLabelProperty(schema, name);
    // Shown, and sorted, by the joined label: people sort a list of names, not of ids.
    return label ? { ...base, colId: label, field: label, headerName: property.title ?? schema.properties[label].title ?? name } : base;
  }
  const scale = scaleOf(property);
  if ((property.type === 'number' || property.type === 'integer') && scale !== undefined) {
    return {
      ...base,
      type: 'rightAligned',
      valueFormatter: (params: ValueFormatterParams<Row>) => formatIndian(params.value, scale),
      // A spreadsheet wants the plain number, not "1,00,000.00".
      useValueFormatterForExport: false,
    };
  }
  if (property.type === 'number' || property.type === 'integer') {
    if (Array.isArray(property.enum)) return withEnumNames(base, property);
    return { ...base, type: 'rightAligned' };
  }
  if (property.type === 'boolean') {
    return { ...base, valueFormatter: (params: ValueFormatterParams<Row>) => yesNo(params.value) };
  }
  if (property.format === 'date') {
    return { ...base, valueFormatter: (params: ValueFormatterParams<Row>) => formatDayFirst(params.value) };
  }
  if (property.format === 'date-time') {
    return { ...base, valueFormatter: (params: ValueFormatterParams<Row>) => formatDateTime(params.value) };
  }
  if (Array.isArray(property.enum)) return withEnumNames(base, property);
  return base;
}

/** Enum values shown by their x-ui.enumNames when the schema gives them. */
function withEnumNames(base: ColDef<Row>, property: PropertySchema): ColDef<Row> {
  const names = xUi(property).enumNames;
  const values = property.enum ?? [];
  if (!Array.isArray(names)) return base;
  return {
    ...base,
    valueFormatter: (params: ValueFormatterParams<Row>) => {
      const index = values.indexOf(params.value);
      return index >= 0 && names[index] !== undefined ? names[index] : params.value == null ? '' : String(params.value);
    },
  };
}

function yesNo(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return value === true || value === 1 || value === '1' || value === 'true' ? 'Yes' : 'No';
}

const cache = new WeakMap<EntitySchema, ColDef<Row>[]>();
