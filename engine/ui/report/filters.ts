// A report's filter form, read from its schema: which fields, of what kind, and the values they start
// with (schema defaults, the period's dates, then whatever the page's address carries). Pure.
import type { ReportSchema } from '../../schema/report-schema.ts';
import type { PropertySchema } from '../../schema/types.ts';
import { defaultPeriod, parseIsoDate, PERIOD_CUSTOM, PERIOD_OPTIONS, periodOf, periodRange } from './period.ts';

export type FilterKind = 'date' | 'link' | 'enum' | 'number' | 'boolean' | 'text';

export type FilterField = {
  name: string;
  title: string;
  kind: FilterKind;
  required: boolean;
  /** For a link: the entity whose record it picks. */
  target?: string;
  /** For an enum: its values and what to show for each. */
  choices?: { value: string; label: string }[];
  /** Whole numbers only (integer) for number and link fields. */
  integer?: boolean;
};

/** Filter values as the address and the API carry them: text, '' for none. */
export type FilterValues = Record<string, string>;

/** The period dates: drawn beside the period choice, always first. */
export const DATE_FILTERS = ['FromDate', 'ToDate'] as const;

/** The report's filters in form order: FromDate and ToDate first, then the schema's own order. */
export function filterFields(report: ReportSchema): FilterField[] {
  const required = new Set(report.required ?? []);
  const links = report['x-report'].links ?? {};
  const names = Object.keys(report.properties);
  const ordered = [...DATE_FILTERS.filter((name) => names.includes(name)), ...names.filter((name) => !(DATE_FILTERS as readonly string[]).includes(name))];
  return ordered.map((name) => fieldOf(name, report.properties[name], required.has(name), links[name]));
}

function fieldOf(name: string, property: PropertySchema, required: boolean, target: string | undefined): FilterField {
  const title = property.title ?? name;
  const integer = property.type === 'integer';
  if (target) return { name, title, kind: 'link', required, target, integer };
  if (Array.isArray(property.enum)) {
    const names = property['x-ui']?.enumNames;
    const choices = property.enum.map((value, index) => ({
      value: String(value),
      label: Array.isArray(names) && names[index] !== undefined ? String(names[index]) : String(value),
    }));
    return { name, title, kind: 'enum', required, choices };
  }
  if (property.format === 'date') return { name, title, kind: 'date', required };
  if (property.type === 'integer' || property.type === 'number') return { name, title, kind: 'number', required, integer };
  if (property.type === 'boolean') return { name, title, kind: 'boolean', required };
  return { name, title, kind: 'text', required };
}

/** Whether a text is a value this field can take (what the address carries is not trusted). */
export function acceptsValue(field: FilterField, value: string): boolean {
  switch (field.kind) {
    case 'date':
      return parseIsoDate(value) !== null;
    case 'link':
    case 'number':
      return field.integer ? /^-?\d+$/.test(value) : /^-?\d+(\.\d+)?$/.test(value);
    case 'enum':
      return field.choices!.some((choice) => choice.value === value);
    case 'boolean':
      return value === 'true' || value === 'false';
    default:
      return true;
  }
}

/** The filters the address carries, only those the report has and with a value it can take. */
export function filtersFromQuery(fields: FilterField[], query: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const field of fields) {
    const value = query.get(field.name)?.trim();
    if (value && acceptsValue(field, value)) values[field.name] = value;
  }
  return values;
}

/**
 * The page address after a run: the report's filters as generated (empty ones dropped), in place;
 * whatever else the address carried is kept.
 */
export function addressWithFilters(current: URLSearchParams, fields: FilterField[], values: FilterValues): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const field of fields) {
    if (values[field.name]) next.set(field.name, values[field.name]);
    else next.delete(field.name);
  }
  return next;
}

/** Required filters without a value. */
export function missingRequired(fields: FilterField[], values: FilterValues): FilterField[] {
  return fields.filter((field) => field.required && !values[field.name]);
}

export type InitialFilters = {
  values: FilterValues;
  /** The period choice shown (null when the report has none). */
  period: string | null;
  /** The address carried every required filter (and at least one filter): generate at once. */
  generateNow: boolean;
};

/**
 * What the form opens with: schema defaults, then the default period's dates (today for any other
 * required date), then the address's filters on top. Dates from the address select the period they match (else Custom).
 */
export function initialFilters(report: ReportSchema, query: URLSearchParams, today: string): InitialFilters {
  const fields = filterFields(report);
  const values: FilterValues = {};
  for (const field of fields) {
    const fallback = report.properties[field.name].default;
    if (fallback !== undefined && fallback !== null && acceptsValue(field, String(fallback))) values[field.name] = String(fallback);
  }
  const set = report['x-report'].period;
  let period = defaultPeriod(set);
  if (period) Object.assign(values, periodRange(period, today));
  // A required date outside a period (a balance "as on") starts at today.
  for (const field of fields) if (field.kind === 'date' && field.required && !values[field.name]) values[field.name] = today;
  const fromAddress = filtersFromQuery(fields, query);
  Object.assign(values, fromAddress);
  if (period && (fromAddress.FromDate || fromAddress.ToDate)) {
    period = periodOf(PERIOD_OPTIONS[set], { FromDate: values.FromDate, ToDate: values.ToDate }, today);
  }
  const carried = Object.keys(fromAddress).length > 0;
  const generateNow = carried && fields.every((field) => !field.required || fromAddress[field.name] !== undefined);
  return { values, period: period ?? null, generateNow };
}

/** The values after choosing a period: its dates, or the dates as they were for Custom. */
export function withPeriod(values: FilterValues, period: string, today: string): FilterValues {
  if (period === PERIOD_CUSTOM) return values;
  const range = periodRange(period, today);
  return range ? { ...values, ...range } : values;
}
