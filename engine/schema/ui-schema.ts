// Compiles an entity schema into what the browser form needs: the JSON Schema RJSF renders and
// validates against, and its uiSchema. Pure (no React, no DOM). Results are memoized per schema
// object, so the same schema always yields the same objects (RJSF re-renders and ajv recompiles
// when these references change).
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { AUDIT_COLUMNS } from './table.ts';
import type { EntitySchema, PropertySchema } from './types.ts';

/** Columns the server sets on every record; never inputs. */
export const SERVER_FIELDS: readonly string[] = AUDIT_COLUMNS.map((column) => column.name);

/** Widget names the engine's form registers (see engine/ui/form/widgets.ts). */
export const WIDGETS = { money: 'money', date: 'date', link: 'link', textarea: 'textarea', select: 'select' } as const;

/** The custom field drawing a record's line table on the generic form (`x-ui.widget: "lines"` on an x-lines array). */
export const LINES_FIELD = 'lines';

/** A line table the generic form edits: an `x-lines` array that asks for the lines widget. */
export function isFormLines(property: PropertySchema): boolean {
  return typeof property['x-lines'] === 'string' && xUi(property).widget === LINES_FIELD;
}

type XUi = {
  widget?: string;
  readOnly?: boolean;
  placeholder?: string;
  help?: string;
  order?: number;
  enumNames?: string[];
  rows?: number;
  autofocus?: boolean;
  /** A heading several fields share: a form may draw them together under it (a section that folds away). */
  group?: string;
};

export function xUi(property: PropertySchema): XUi {
  const ui = property['x-ui'];
  return typeof ui === 'object' && ui !== null ? (ui as XUi) : {};
}

/** True for the key and the audit columns: the server owns them. */
export function isServerField(schema: EntitySchema, name: string): boolean {
  return name === schema['x-entity'].key || SERVER_FIELDS.includes(name);
}

/** The link target entity of a column (`x-entity.links`), or undefined. */
export function linkTarget(schema: EntitySchema, column: string): string | undefined {
  const links = schema['x-entity'].links;
  return links && Object.hasOwn(links, column) ? links[column] : undefined;
}

/**
 * The virtual property carrying the label joined from a link column, e.g. GroupName with
 * `"x-from": "GroupId.GroupName"` for the link column GroupId; undefined when there is none.
 */
export function joinedLabelProperty(schema: EntitySchema, column: string): string | undefined {
  for (const [name, property] of Object.entries(schema.properties)) {
    const from = property['x-from'];
    if (property['x-virtual'] && typeof from === 'string' && from.startsWith(`${column}.`)) return name;
  }
  return undefined;
}

/** The property that names a record to a person: first search field, else first list column, else the key. */
export function displayFieldOf(schema: EntitySchema): string {
  const meta = schema['x-entity'];
  const candidates = [...asStrings(meta.searchFields), ...asStrings(meta.listColumns)];
  const found = candidates.find((name) => name in schema.properties);
  return found ?? meta.key;
}

/** The field the target entity lets a picker create records from (`x-entity.quickCreate`), if any. */
export function quickCreateField(schema: EntitySchema): string | undefined {
  const field = schema['x-entity'].quickCreate;
  return typeof field === 'string' && field in schema.properties ? field : undefined;
}

export function isMoney(property: PropertySchema): boolean {
  return xUi(property).widget === WIDGETS.money || (property.type === 'number' && property['x-scale'] !== undefined);
}

/** Decimals a number property accepts: its x-scale, else 2 for a money widget, else undefined (any). */
export function scaleOf(property: PropertySchema): number | undefined {
  const scale = property['x-scale'];
  if (typeof scale === 'number') return scale;
  return xUi(property).widget === WIDGETS.money ? 2 : undefined;
}

/**
 * Properties that appear on the form, in display order: everything but the key, the audit columns,
 * labels joined from links (the link picker shows those) and virtual arrays (line tables belong
 * to a slot). Ordered by x-ui.order, then by their place in the schema.
 */
export function formFields(schema: EntitySchema): string[] {
  return memo(fieldsCache, schema, () => {
    const entries = Object.entries(schema.properties)
      .map(([name, property], index) => ({ name, property, index }))
      .filter(({ name, property }) => onForm(schema, name, property));
    entries.sort((a, b) => orderOf(a.property, a.index) - orderOf(b.property, b.index) || a.index - b.index);
    return entries.map((entry) => entry.name);
  });
}

/** Properties the user may edit: form fields that are neither virtual nor read-only. */
export function editableFields(schema: EntitySchema): string[] {
  return memo(editableCache, schema, () =>
    formFields(schema).filter((name) => {
      const property = schema.properties[name];
      return (!property['x-virtual'] || isFormLines(property)) && !xUi(property).readOnly;
    }),
  );
}

/** The JSON Schema the form renders and validates (RJSF + ajv). */
export function compileFormSchema(schema: EntitySchema): RJSFSchema {
  return memo(formSchemaCache, schema, () => {
    const fields = formFields(schema);
    const properties: Record<string, unknown> = {};
    for (const name of fields) properties[name] = formProperty(schema.properties[name]);
    const editable = new Set(editableFields(schema));
    // A writeOnly field (a password) is empty when an existing record is opened and left empty to keep
    // it, so the form never demands it; the server requires it when a record is created.
    const required = (schema.required ?? []).filter((name) => editable.has(name) && schema.properties[name].writeOnly !== true);
    const compiled: Record<string, unknown> = { type: 'object', properties };
    if (required.length > 0) compiled.required = required;
    return deepFreeze(compiled) as RJSFSchema;
  });
}

/** The RJSF uiSchema: order, widgets, disabled read-only fields, help, and no built-in submit button. */
export function compileUiSchema(schema: EntitySchema): UiSchema {
  return memo(uiSchemaCache, schema, () => {
    const fields = formFields(schema);
    const ui: Record<string, unknown> = {
      'ui:order': [...fields, '*'],
      'ui:submitButtonOptions': { norender: true },
    };
    for (const name of fields) {
      const entry = fieldUi(schema, name, schema.properties[name]);
      if (Object.keys(entry).length > 0) ui[name] = entry;
    }
    return deepFreeze(ui) as UiSchema;
  });
}

function fieldUi(schema: EntitySchema, name: string, property: PropertySchema): Record<string, unknown> {
  const x = xUi(property);
  const entry: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  const target = linkTarget(schema, name);
  let widget: string | undefined;
  if (isFormLines(property)) {
    // Drawn by the lines field from the line schema, across the whole form.
    return { 'ui:field': LINES_FIELD, 'ui:options': { lineEntity: property['x-lines'], fullWidth: true } };
  }
  if (x.widget === 'hidden') widget = 'hidden';
  else if (target) {
    widget = WIDGETS.link;
    options.target = target;
    const labelProperty = joinedLabelProperty(schema, name);
    if (labelProperty) options.labelProperty = labelProperty;
    if (Array.isArray(property['x-narrowBy'])) options.narrowBy = property['x-narrowBy'];
  } else if (isMoney(property)) {
    widget = WIDGETS.money;
    options.scale = scaleOf(property);
  } else if (x.widget === WIDGETS.date || property.format === 'date') widget = WIDGETS.date;
  else if (x.widget === WIDGETS.textarea) {
    widget = WIDGETS.textarea;
    options.rows = x.rows ?? 3;
    options.fullWidth = true;
  } else if (x.widget) widget = x.widget;
  else if (Array.isArray(property.enum)) widget = WIDGETS.select;
  if (widget) entry['ui:widget'] = widget;
  if (property['x-virtual'] || x.readOnly) entry['ui:disabled'] = true;
  if (x.placeholder) entry['ui:placeholder'] = x.placeholder;
  if (x.help) entry['ui:help'] = x.help;
  if (x.autofocus) entry['ui:autofocus'] = true;
  if (Array.isArray(x.enumNames)) entry['ui:enumNames'] = x.enumNames;
  if (Object.keys(options).length > 0) entry['ui:options'] = options;
  return entry;
}

/** One property as the form sees it: x-scale becomes a multipleOf so ajv checks the decimals. */
function formProperty(property: PropertySchema): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...property };
  // The line schema checks the rows on the server; the form needs only to know they are objects.
  if (isFormLines(property)) return { ...copy, items: { type: 'object' } };
  const scale = scaleOf(property);
  if ((property.type === 'number' || property.type === 'integer') && scale !== undefined && scale > 0) {
    if (copy.multipleOf === undefined && property.type === 'number') copy.multipleOf = 10 ** -scale;
  }
  return copy;
}

function onForm(schema: EntitySchema, name: string, property: PropertySchema): boolean {
  if (isServerField(schema, name)) return false;
  if (property['x-virtual']) {
    if (isFormLines(property)) return true;
    if (property.type === 'array' || property.type === 'object') return false;
    const from = property['x-from'];
    if (typeof from === 'string' && linkTarget(schema, from.split('.')[0])) return false;
  }
  return true;
}

function orderOf(property: PropertySchema, index: number): number {
  const order = xUi(property).order;
  return typeof order === 'number' ? order : index;
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

const fieldsCache = new WeakMap<EntitySchema, string[]>();
const editableCache = new WeakMap<EntitySchema, string[]>();
const formSchemaCache = new WeakMap<EntitySchema, RJSFSchema>();
const uiSchemaCache = new WeakMap<EntitySchema, UiSchema>();

function memo<T>(cache: WeakMap<EntitySchema, T>, schema: EntitySchema, build: () => T): T {
  let value = cache.get(schema);
  if (value === undefined) {
    value = build();
    cache.set(schema, value);
  }
  return value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
