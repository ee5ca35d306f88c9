// The form's validator (RJSF with a schema interpreter: no eval, so the page's CSP forbids it) and
// friendlier error texts.
import type { ErrorSchema, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { InterpretingValidator } from './interpreting-validator.ts';

/** One shared validator: it keeps one reader per schema, and form schemas are memoized per entity. */
export const formValidator = new InterpretingValidator();

type Params = Record<string, unknown>;

/** Rewrites ajv's messages ("must have required property 'X'") into what a person reads under a field. */
export function friendlyErrors(schema: RJSFSchema): (errors: RJSFValidationError[]) => RJSFValidationError[] {
  let transform = transformCache.get(schema);
  if (!transform) {
    transform = (errors) =>
      errors.map((error) => {
        const message = friendlyMessage(schema, error);
        return message ? { ...error, message, stack: message } : error;
      });
    transformCache.set(schema, transform);
  }
  return transform;
}

const transformCache = new WeakMap<RJSFSchema, (errors: RJSFValidationError[]) => RJSFValidationError[]>();

/** Messages in the server's words (engine/schema/validator.ts): "<Title> <phrase>", x-message for patterns. */
function friendlyMessage(schema: RJSFSchema, error: RJSFValidationError): string | null {
  const params = (error.params ?? {}) as Params;
  const field = fieldName(error.property);
  const property = field ? ((schema.properties?.[field] ?? {}) as Record<string, unknown>) : {};
  const title = typeof property.title === 'string' ? property.title : field || 'This field';
  const phrase = friendlyPhrase(error.name, params, property);
  return phrase === null ? null : `${title} ${phrase}`;
}

function friendlyPhrase(keyword: string | undefined, params: Params, property: Record<string, unknown>): string | null {
  const custom = typeof property['x-message'] === 'string' ? property['x-message'] : undefined;
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'minLength':
      return params.limit === 1 ? 'is required' : `must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'exclusiveMinimum':
      return `must be more than ${String(params.limit)}`;
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)}`;
    case 'multipleOf': {
      const scale = property['x-scale'];
      if (typeof scale === 'number') return scale === 0 ? 'must be a whole number' : `must have at most ${scale} decimal places`;
      return `must be a multiple of ${String(params.multipleOf)}`;
    }
    case 'pattern':
      return custom ?? 'is not in the expected form';
    case 'format':
      if (custom) return custom;
      if (params.format === 'date') return 'must be a date (yyyy-mm-dd)';
      if (params.format === 'email') return 'must be a valid email address';
      return `must be a valid ${String(params.format)}`;
    case 'type':
      if (params.type === 'integer') return 'must be a whole number';
      if (params.type === 'number') return 'must be a number';
      if (params.type === 'boolean') return 'must be true or false';
      return null;
    case 'enum':
      return Array.isArray(params.allowedValues) ? `must be one of ${params.allowedValues.join(', ')}` : 'must be one of the listed values';
    default:
      return null;
  }
}

/** The top-level field an RJSF error property points at: '.A.0.B' or 'A' -> 'A'. */
export function fieldName(property: string | undefined): string {
  return (property ?? '').replace(/^\./, '').split('.')[0] ?? '';
}

/** Keeps only the entries of an error schema for the given top-level fields. */
export function pickErrors(errors: ErrorSchema, fields: ReadonlySet<string>): ErrorSchema {
  const picked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(errors)) {
    if (name !== '__errors' && fields.has(name)) picked[name] = value;
  }
  return picked as ErrorSchema;
}

/** Drops the entries for the given top-level fields; returns the same object when nothing changes. */
export function omitErrors(errors: ErrorSchema, fields: readonly string[]): ErrorSchema {
  if (!fields.some((name) => Object.hasOwn(errors, name))) return errors;
  const kept: Record<string, unknown> = { ...errors };
  for (const name of fields) delete kept[name];
  return kept as ErrorSchema;
}

/** Merges error schemas (field by field, messages concatenated); undefined when there are none. */
export function mergeErrors(...schemas: ErrorSchema[]): ErrorSchema | undefined {
  const merged: Record<string, unknown> = {};
  for (const schema of schemas) mergeInto(merged, schema as Record<string, unknown>);
  return Object.keys(merged).length > 0 ? (merged as ErrorSchema) : undefined;
}

function mergeInto(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__errors' && Array.isArray(value)) {
      const existing = Array.isArray(target.__errors) ? (target.__errors as string[]) : [];
      target.__errors = [...existing, ...value.filter((message) => !existing.includes(message))];
    } else if (typeof value === 'object' && value !== null) {
      const inner = (typeof target[key] === 'object' && target[key] !== null ? { ...(target[key] as object) } : {}) as Record<
        string,
        unknown
      >;
      mergeInto(inner, value as Record<string, unknown>);
      target[key] = inner;
    }
  }
}

/** The server's 400 field errors ([{path: '/Field', message}]) as an RJSF error schema. */
export function serverErrorSchema(errors: readonly { path: string; message: string }[]): ErrorSchema {
  const root: Record<string, any> = {};
  for (const { path, message } of errors) {
    const segments = path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = root;
    for (const segment of segments) {
      node[segment] ??= {};
      node = node[segment];
    }
    node.__errors = [...(node.__errors ?? []), message];
  }
  return root as ErrorSchema;
}
