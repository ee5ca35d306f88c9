// The forms' validator reads schemas instead of compiling them (no eval, engine/ui/form/interpreting-validator.ts),
// and reports errors as RJSF and ajv do: keyword names, property paths into line tables, ajv's params.
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { InterpretingValidator } from '../../engine/ui/form/interpreting-validator.ts';

const schema = Object.freeze({
  type: 'object',
  required: ['Name'],
  properties: {
    Name: { type: 'string', maxLength: 5 },
    On: { type: 'string', format: 'date' },
    Amount: { type: 'number', minimum: 0, multipleOf: 0.01 },
    Lines: { type: 'array', minItems: 1, items: { type: 'object', required: ['Qty'], properties: { Qty: { type: 'integer', exclusiveMinimum: 0 } } } },
  },
}) as RJSFSchema;

describe('the interpreting form validator', () => {
  const validator = new InterpretingValidator();

  it('names each failure by its keyword and path, with ajv params, and leaves out the containers', () => {
    const { errors, errorSchema } = validator.validateFormData({ Name: 'Too long', On: '2026-02-30', Amount: 1234.565, Lines: [{ Qty: 0 }, {}] }, schema);
    expect(errors.map(({ name, property, params }) => ({ name, property, params }))).toEqual([
      { name: 'maxLength', property: '.Name', params: { limit: 5 } },
      { name: 'format', property: '.On', params: { format: 'date' } },
      { name: 'multipleOf', property: '.Amount', params: { multipleOf: 0.01 } },
      { name: 'exclusiveMinimum', property: '.Lines.0.Qty', params: { limit: 0 } },
      { name: 'required', property: '.Lines.1.Qty', params: { missingProperty: 'Qty' } },
    ]);
    expect(Object.keys(errorSchema)).toEqual(['Name', 'On', 'Amount', 'Lines']);
    expect((errorSchema.Lines as any)[1].Qty.__errors).toHaveLength(1);
  });

  it('checks decimals exactly and finds a missing field, also one emptied to undefined', () => {
    expect(validator.validateFormData({ Name: 'Tea', Amount: 1234.56, Lines: [{ Qty: 2 }] }, schema).errors).toEqual([]);
    const missing = validator.validateFormData({ Lines: [{ Qty: 2 }] }, schema).errors;
    expect(missing.map(({ name, property }) => [name, property])).toEqual([['required', 'Name']]);
    // A field emptied in a form stays as a key holding undefined: missing all the same, as ajv has it.
    const emptied = validator.validateFormData({ Name: undefined, Lines: [{ Qty: undefined }] }, schema).errors;
    expect(emptied.map(({ name, property }) => [name, property])).toEqual([['required', 'Name'], ['required', '.Lines.0.Qty']]);
  });

  it('answers isValid, and the schemas it is given stay untouched (frozen ones included)', () => {
    expect(validator.isValid(schema, { Name: 'Tea', Lines: [{ Qty: 1 }] }, schema)).toBe(true);
    expect(validator.isValid(schema, { Name: 'Tea', Lines: [] }, schema)).toBe(false);
    expect(Object.keys(schema)).toEqual(['type', 'required', 'properties']);
  });

  it("resolves a part's references into the root schema, as validator-ajv8 does", () => {
    const root = { type: 'object', $defs: { Qty: { type: 'integer', minimum: 1 } }, properties: { Qty: { $ref: '#/$defs/Qty' } } } as RJSFSchema;
    const part = { type: 'object', properties: { Qty: { $ref: '#/$defs/Qty' } } } as RJSFSchema;
    expect(validator.isValid(part, { Qty: 2 }, root)).toBe(true);
    expect(validator.isValid(part, { Qty: 0 }, root)).toBe(false);
    expect(validator.validateFormData({ Qty: 0 }, root).errors.map(({ name, property }) => [name, property])).toEqual([['minimum', '.Qty']]);
  });
});
