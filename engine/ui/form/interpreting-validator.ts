// The forms' validator for RJSF, without eval. RJSF's validator-ajv8 compiles every schema into a function
// with `new Function`, which needs the page's CSP to allow 'unsafe-eval'; the schemas reach the browser at
// run time (with a client's patches), so they cannot be compiled at build time either. This one interprets
// the schema instead (@cfworker/json-schema, draft 2020-12), and reports its errors in the shape RJSF and
// ajv give them (name = keyword, property, params such as limit or missingProperty), so error texts and
// error schemas are built as before (validator.ts).
import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  getDefaultFormState,
  ROOT_SCHEMA_PREFIX,
  toErrorList,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  withIdRefPrefix,
  type CustomValidator,
  type ErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

/** Keywords whose failure only says that something inside failed; the inner failure is reported itself. */
const CONTAINERS = new Set(['properties', 'items', 'prefixItems', 'additionalProperties', 'allOf', '$ref', '$dynamicRef', 'if', 'then', 'else', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'patternProperties', 'propertyNames', 'false']);
const LIMITS = new Set(['minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'minProperties', 'maxProperties']);

export class InterpretingValidator implements ValidatorType<any, RJSFSchema, any> {
  /**
   * One validator per schema object (forms keep theirs referentially stable) and root schema; the library
   * marks the schemas it is given, so it gets copies.
   */
  #validators = new WeakMap<object, WeakMap<object, Validator>>();

  /** With a root schema, the schema's own "#/..." references point into it, as validator-ajv8 has them. */
  #validator(schema: RJSFSchema, rootSchema?: RJSFSchema): Validator {
    const root = rootSchema ?? schema;
    let forRoot = this.#validators.get(root);
    if (!forRoot) this.#validators.set(root, (forRoot = new WeakMap()));
    let validator = forRoot.get(schema);
    if (!validator) {
      validator = new Validator(structuredClone(rootSchema ? withIdRefPrefix(schema) : schema) as Schema, '2020-12', false);
      if (rootSchema) validator.addSchema(structuredClone(rootSchema) as Schema, ROOT_SCHEMA_PREFIX);
      forRoot.set(schema, validator);
    }
    return validator;
  }

  rawValidation<Result = RJSFValidationError>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    try {
      const result = this.#validator(schema).validate(withoutUndefined(formData));
      return { errors: result.valid ? undefined : (rjsfErrors(result.errors, schema) as Result[]) };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator<any, RJSFSchema, any>,
    transformErrors?: ErrorTransformer<any, RJSFSchema, any>,
    uiSchema?: UiSchema<any, RJSFSchema, any>,
  ): ValidationData<any> {
    const { errors: raw = [], validationError } = this.rawValidation<RJSFValidationError>(schema, formData);
    let errors = raw;
    // A schema the validator cannot read is the form's fault, shown as a form-level error (as validator-ajv8 does).
    if (validationError) errors = [...errors, { stack: validationError.message }];
    if (typeof transformErrors === 'function') errors = transformErrors(errors, uiSchema);
    let data: ValidationData<any> = { errors, errorSchema: toErrorSchema<any>(errors) };
    if (typeof customValidate !== 'function') return data;
    // As validator-ajv8: the custom check sees the data with its defaults filled in.
    const filled = getDefaultFormState<any, RJSFSchema, any>(this, schema, formData, schema, true);
    const custom = customValidate(filled, createErrorHandler<any>(filled), uiSchema);
    data = validationDataMerge<any>(data, unwrapErrorHandler<any>(custom));
    return data;
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      return this.#validator(schema, rootSchema).validate(withoutUndefined(formData)).valid;
    } catch {
      return false;
    }
  }

  toErrorList(errorSchema?: ErrorSchema<any>, fieldPath: string[] = []): RJSFValidationError[] {
    return toErrorList<any>(errorSchema, fieldPath);
  }

  reset(): void {
    this.#validators = new WeakMap();
  }
}

/** The library's output units as RJSF's errors, with ajv's params, for the failures that are not containers. */
function rjsfErrors(units: OutputUnit[], schema: RJSFSchema): RJSFValidationError[] {
  return units
    .filter((unit) => !CONTAINERS.has(unit.keyword))
    .map((unit) => {
      const path = pointer(unit.instanceLocation);
      const value = valueAt(schema, pointer(unit.keywordLocation));
      const params: Record<string, unknown> = {};
      let property = path.map((segment) => `.${segment}`).join('');
      if (unit.keyword === 'required') {
        params.missingProperty = /"(.*)"/.exec(unit.error)?.[1] ?? '';
        property = property ? `${property}.${params.missingProperty}` : String(params.missingProperty);
      } else if (LIMITS.has(unit.keyword)) params.limit = value;
      else if (unit.keyword === 'enum') params.allowedValues = value;
      else if (unit.keyword === 'const') params.allowedValue = value;
      else if (['multipleOf', 'pattern', 'format', 'type'].includes(unit.keyword)) params[unit.keyword] = value;
      const message = unit.error.replace(/\.$/, '');
      return { name: unit.keyword, property, message, params, stack: `${property} ${message}`.trim(), schemaPath: unit.keywordLocation };
    });
}

/**
 * The data as JSON would carry it: a field emptied in a form is often left as a key holding undefined,
 * which ajv takes as missing (required fails) and the interpreter as present.
 */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) if (inner !== undefined) kept[key] = withoutUndefined(inner);
  return kept;
}

/** "#/properties/A~1B/maxLength" (URI-encoded, ~-escaped) as its segments. */
function pointer(location: string): string[] {
  return location
    .replace(/^#\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(root: unknown, segments: string[]): unknown {
  let node = root;
  for (const segment of segments) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
  return node;
}
