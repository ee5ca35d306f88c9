// Validates input against the entity's own JSON Schema with ajv, the same schema the browser form
// uses. Unknown fields are removed, defaults filled, and every problem reported as a field path with a
// message in plain words ("Vehicle number is required").
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { cleanMultiline, unsafeCharacter } from './control-characters.ts';
import { inputSchema } from './input.ts';
import { fitsScale, scaledLimit } from './scaled.ts';
import type { EntitySchema, PropertySchema } from './types.ts';

export type FieldError = { path: string; message: string };
export type Validation = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldError[] };

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** `coerceTypes` is for values that arrive as text (a query string); JSON bodies keep their types. */
export function createAjv(options: { coerceTypes?: boolean } = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, useDefaults: true, removeAdditional: 'all', coerceTypes: options.coerceTypes ?? false, strict: true });
  addFormats(ajv);
  // A date is a real calendar date written yyyy-mm-dd in the years 1900 to 2999: a year 0000 or 20026 is a
  // typing mistake, and years 0 to 99 would be read as 1900 to 1999 by the Date arithmetic downstream.
  ajv.addFormat('date', { type: 'string', validate: isSaneDate });
  ajv.addVocabulary(['x-entity', 'x-report', 'x-ui', 'x-virtual', 'x-from', 'x-message', 'x-lines', 'x-narrowBy', 'x-ignoreCase']);
  // A scaled number is stored as an integer of its smallest units, so it must be both exact to its scale
  // and small enough to stay exact (scaled.ts): each failure in its own words.
  const scaleCheck: { (scale: number, value: number): boolean; errors?: Partial<ErrorObject>[] } = (scale, value) => {
    if (fitsScale(value, scale)) return true;
    const limit = scaledLimit(scale);
    const message = Math.abs(value) >= limit ? `must be less than ${limitInWords(limit)}` : `must have at most ${scale} decimal places`;
    scaleCheck.errors = [{ keyword: 'x-scale', message, params: { scale } }];
    return false;
  };
  ajv.addKeyword({ keyword: 'x-scale', type: 'number', schemaType: 'number', errors: true, validate: scaleCheck });
  return ajv;
}

/** A limit in Indian grouping, with its name when it has a short one. */
function limitInWords(limit: number): string {
  const name = limit === 1e13 ? ' (ten lakh crore)' : limit === 1e12 ? ' (one lakh crore)' : '';
  return `${limit.toLocaleString('en-IN')}${name}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date yyyy-mm-dd from 1900-01-01 to 2999-12-31 (2026-02-30 is not one). */
export function isSaneDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Validates against a JSON Schema object, explaining failures by the properties' titles. */
export class SchemaValidator {
  readonly #validate: ValidateFunction;
  readonly #schema: { properties: Record<string, PropertySchema> };
  /** `compiled` is what is enforced when it differs from the schema that titles the fields. */
  constructor(ajv: Ajv, schema: { properties: Record<string, PropertySchema> }, compiled: object = schema) {
    this.#schema = schema;
    this.#validate = ajv.compile(withSafeIntegers(compiled) as object);
  }

  /** Validates a copy of `input`; empty optional values (null, '') count as not given. */
  check(input: unknown): Validation {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { ok: false, errors: [{ path: '', message: 'Expected a JSON object' }] };
    }
    const value: Record<string, unknown> = {};
    const unsafe: FieldError[] = [];
    for (const [name, field] of Object.entries(input)) {
      if (field === null || field === '') continue;
      if (typeof field !== 'string') {
        value[name] = field;
        continue;
      }
      const property: PropertySchema | undefined = this.#schema.properties[name];
      if (property?.['x-ui']?.widget === 'textarea') {
        value[name] = cleanMultiline(field).trim();
        continue;
      }
      const character = unsafeCharacter(field);
      if (character) unsafe.push({ path: `/${name}`, message: `${property?.title ?? name} must not contain control or text-direction characters (${character})` });
      value[name] = field.trim();
    }
    const valid = this.#validate(value);
    // ajv coerces the text "1e400" to Infinity and then skips the bounds of a number that is not finite.
    for (const [name, field] of Object.entries(value)) {
      if (typeof field === 'number' && !Number.isFinite(field)) unsafe.push({ path: `/${name}`, message: `${this.#schema.properties[name]?.title ?? name} must be a number within range` });
    }
    if (valid && unsafe.length === 0) return { ok: true, value };
    return { ok: false, errors: dedupe([...unsafe, ...(valid ? [] : (this.#validate.errors ?? []).map((error) => this.#explain(error)))]) };
  }

  #explain(error: ErrorObject): FieldError {
    const name = error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.split('/')[1] ?? '';
    const property: PropertySchema | undefined = this.#schema.properties[name];
    const title = property?.title ?? name;
    const path = `/${name}${error.keyword === 'required' ? '' : error.instancePath.slice(name.length + 1)}`;
    return { path, message: `${title} ${this.#phrase(error, property)}` };
  }

  #phrase(error: ErrorObject, property: PropertySchema | undefined): string {
    const custom = property?.['x-message'];
    switch (error.keyword) {
      case 'required':
        return 'is required';
      case 'minLength':
        return error.params.limit === 1 ? 'is required' : `must be at least ${error.params.limit} characters`;
      case 'maxLength':
        return `must be at most ${error.params.limit} characters`;
      case 'pattern':
      case 'format':
        return typeof custom === 'string' ? custom : error.keyword === 'format' ? (error.params.format === 'date' ? 'must be a date (yyyy-mm-dd) between 1900 and 2999' : `must be a valid ${error.params.format}`) : 'is not in the expected form';
      case 'enum':
        return `must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
      case 'type':
        return `must be ${error.params.type === 'integer' ? 'a whole number' : error.params.type === 'number' ? 'a number' : error.params.type === 'boolean' ? 'true or false' : `a ${error.params.type}`}`;
      case 'minimum':
        return `must be at least ${error.params.limit}`;
      case 'maximum':
        return `must be at most ${error.params.limit}`;
      default:
        return error.message ?? 'is invalid';
    }
  }
}

/** An entity's input: what a client may send (see input.ts). */
export class EntityValidator extends SchemaValidator {
  constructor(ajv: Ajv, schema: EntitySchema, purpose: 'create' | 'update' = 'create') {
    super(ajv, schema, inputSchema(schema, purpose));
  }
}

/**
 * The schema with every whole number bounded by what a JavaScript number holds exactly (2^53 - 1), inside
 * both stores' 64-bit integer columns: an id of 2^63 would otherwise pass as a whole number and fail in
 * PostgreSQL's bigint, and one of 2^53 + 1 would be stored as another number. A copy: the schema itself is
 * also what the browser receives.
 */
function withSafeIntegers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withSafeIntegers);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) copy[keyword] = keyword === 'enum' || keyword === 'const' || keyword === 'default' || keyword.startsWith('x-') ? value : withSafeIntegers(value);
  if (copy.type === 'integer') {
    copy.maximum = Math.min(typeof copy.maximum === 'number' ? copy.maximum : Infinity, Number.MAX_SAFE_INTEGER);
    copy.minimum = Math.max(typeof copy.minimum === 'number' ? copy.minimum : -Infinity, Number.MIN_SAFE_INTEGER);
  }
  return copy;
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => !seen.has(error.path) && seen.add(error.path));
}
