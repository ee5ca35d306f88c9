import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  compileFormSchema,
  compileUiSchema,
  displayFieldOf,
  editableFields,
  formFields,
  joinedLabelProperty,
  quickCreateField,
} from '../../engine/schema/ui-schema.ts';
import { loadRegistry } from '../../engine/schema/loader.ts';
import type { EntitySchema } from '../../engine/schema/types.ts';
import { formValidator, friendlyErrors, serverErrorSchema } from '../../engine/ui/form/validator.ts';
import { groupSchema, ledgerSchema } from './engine-ui-fixtures.ts';

describe('compileFormSchema', () => {
  it('leaves out the key, audit columns and labels joined from links; keeps defaults', () => {
    const schema = ledgerSchema();
    schema.properties.RowVersion = { type: 'integer' };
    schema.properties.CreatedOn = { type: 'string', format: 'date-time' };
    const form = compileFormSchema(schema);
    expect(Object.keys(form.properties!)).toEqual([
      'LedgerName',
      'GroupId',
      'OpeningBalance',
      'OpeningType',
      'SystemCode',
      'Status',
    ]);
    expect(form.required).toEqual(['LedgerName', 'GroupId']);
    expect((form.properties!.OpeningType as { default: unknown }).default).toBe('Dr');
    expect((form.properties!.OpeningBalance as { default: unknown }).default).toBe(0);
    expect(form.$schema).toBeUndefined();
    expect(form['x-entity']).toBeUndefined();
  });

  it('checks the decimals of scaled numbers through multipleOf', () => {
    const form = compileFormSchema(ledgerSchema());
    expect((form.properties!.OpeningBalance as { multipleOf: number }).multipleOf).toBe(0.01);
    const ok = formValidator.validateFormData({ LedgerName: 'Cash', GroupId: 1, OpeningBalance: 1234.56 }, form);
    expect(ok.errors).toEqual([]);
    const bad = formValidator.validateFormData({ LedgerName: 'Cash', GroupId: 1, OpeningBalance: 1.234 }, form);
    expect(bad.errors.map((error) => error.name)).toEqual(['multipleOf']);
  });

  it('keeps other virtual fields on the form but never required, and drops virtual line tables', () => {
    const schema = ledgerSchema();
    schema.properties.Total = { type: 'number', title: 'Total', 'x-virtual': true, 'x-scale': 2 };
    schema.properties.Lines = { type: 'array', 'x-virtual': true, items: { type: 'object' } };
    schema.required = [...schema.required!, 'Total'];
    const form = compileFormSchema(schema);
    expect(Object.keys(form.properties!)).toContain('Total');
    expect(Object.keys(form.properties!)).not.toContain('Lines');
    expect(form.required).toEqual(['LedgerName', 'GroupId']);
    expect(editableFields(schema)).not.toContain('Total');
  });

  it('puts a line table marked for the lines widget on the form, as an editable whole-row custom field', () => {
    const schema = ledgerSchema();
    schema.properties.Rates = { type: 'array', title: 'Rates', 'x-virtual': true, 'x-lines': 'ledgerrate', 'x-ui': { widget: 'lines' } };
    const form = compileFormSchema(schema);
    expect(form.properties!.Rates).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(editableFields(schema)).toContain('Rates');
    expect(compileUiSchema(schema).Rates).toEqual({ 'ui:field': 'lines', 'ui:options': { lineEntity: 'ledgerrate', fullWidth: true } });
  });

  it('is memoized per schema object and frozen', () => {
    const schema = ledgerSchema();
    expect(compileFormSchema(schema)).toBe(compileFormSchema(schema));
    expect(compileUiSchema(schema)).toBe(compileUiSchema(schema));
    expect(Object.isFrozen(compileFormSchema(schema))).toBe(true);
    expect(compileFormSchema(ledgerSchema())).not.toBe(compileFormSchema(schema));
  });
});

describe('compileUiSchema', () => {
  it('orders fields, picks widgets, disables read-only fields and hides the submit button', () => {
    const ui = compileUiSchema(ledgerSchema());
    expect(ui['ui:order']).toEqual(['LedgerName', 'GroupId', 'OpeningBalance', 'OpeningType', 'SystemCode', 'Status', '*']);
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
    expect(ui.GroupId).toEqual({
      'ui:widget': 'link',
      'ui:options': { target: 'ledgergroup', labelProperty: 'GroupName' },
    });
    expect(ui.OpeningBalance).toEqual({ 'ui:widget': 'money', 'ui:options': { scale: 2 } });
    expect(ui.OpeningType).toEqual({ 'ui:widget': 'select' });
    expect(ui.SystemCode).toEqual({ 'ui:disabled': true });
    expect(ui.LedgerName).toBeUndefined();
    expect(ui.Id).toBeUndefined();
  });

  it('honours x-ui order, textarea, date, hidden, help, placeholder and enumNames', () => {
    const schema: EntitySchema = {
      type: 'object',
      properties: {
        Id: { type: 'integer' },
        A: { type: 'string', title: 'A' },
        B: { type: 'string', title: 'B', 'x-ui': { widget: 'textarea', help: 'Shown on the print', order: -1 } },
        C: { type: 'string', format: 'date' },
        D: { type: 'string', 'x-ui': { widget: 'hidden' } },
        E: { type: 'integer', enum: [0, 1], 'x-ui': { enumNames: ['No', 'Yes'], placeholder: 'Pick' } },
        F: { type: 'string', 'x-virtual': true },
      },
      'x-entity': { name: 'thing', label: 'Things', key: 'Id' },
    };
    const ui = compileUiSchema(schema);
    expect(ui['ui:order']).toEqual(['B', 'A', 'C', 'D', 'E', 'F', '*']);
    expect(ui.B).toEqual({
      'ui:widget': 'textarea',
      'ui:help': 'Shown on the print',
      'ui:options': { rows: 3, fullWidth: true },
    });
    expect(ui.C).toEqual({ 'ui:widget': 'date' });
    expect(ui.D).toEqual({ 'ui:widget': 'hidden' });
    expect(ui.E).toEqual({ 'ui:widget': 'select', 'ui:placeholder': 'Pick', 'ui:enumNames': ['No', 'Yes'] });
    expect(ui.F).toEqual({ 'ui:disabled': true });
    expect(formFields(schema)).toEqual(['B', 'A', 'C', 'D', 'E', 'F']);
  });
});

describe('form validation messages', () => {
  it('reads like the server\'s: title first, x-message for patterns, decimals for scaled numbers', () => {
    const schema = ledgerSchema();
    schema.properties.PinCode = { type: 'string', title: 'PIN code', pattern: '^[1-9][0-9]{5}$', 'x-message': 'must be 6 digits, not starting with 0' };
    const form = compileFormSchema(schema);
    const result = formValidator.validateFormData(
      { LedgerName: 'x'.repeat(101), OpeningBalance: 1.005, PinCode: '012345', OpeningType: 'Both' },
      form,
      undefined,
      friendlyErrors(form),
    );
    expect(result.errors.map((error) => error.message).sort()).toEqual([
      'Dr / Cr must be one of Dr, Cr',
      'Group is required',
      'Ledger name must be at most 100 characters',
      'Opening balance must have at most 2 decimal places',
      'PIN code must be 6 digits, not starting with 0',
    ]);
    expect(result.errorSchema.PinCode?.__errors).toEqual(['PIN code must be 6 digits, not starting with 0']);
  });

  it('turns the server\'s field paths into an error schema', () => {
    expect(
      serverErrorSchema([
        { path: '/LedgerName', message: 'Ledger name is already used' },
        { path: '/Lines/0/Qty', message: 'Qty must be at least 1' },
        { path: '', message: 'Something about the whole record' },
      ]),
    ).toEqual({
      LedgerName: { __errors: ['Ledger name is already used'] },
      Lines: { 0: { Qty: { __errors: ['Qty must be at least 1'] } } },
      __errors: ['Something about the whole record'],
    });
  });
});

describe('schema helpers', () => {
  it('finds joined labels, display fields and quick-create fields', () => {
    expect(joinedLabelProperty(ledgerSchema(), 'GroupId')).toBe('GroupName');
    expect(joinedLabelProperty(ledgerSchema(), 'LedgerName')).toBeUndefined();
    expect(displayFieldOf(groupSchema())).toBe('GroupName');
    expect(quickCreateField(groupSchema())).toBe('GroupName');
    expect(quickCreateField(ledgerSchema())).toBeUndefined();
  });

  it('compiles every schema in the repository without throwing', () => {
    // Through the loader, which resolves x-extends files into whole schemas.
    const registry = loadRegistry(fileURLToPath(new URL('../../schemas/', import.meta.url)));
    expect(registry.size).toBeGreaterThan(0);
    for (const schema of registry.values()) {
      const form = compileFormSchema(schema);
      const ui = compileUiSchema(schema);
      expect(ui['ui:order']).toEqual([...Object.keys(form.properties ?? {}), '*']);
      expect(() => formValidator.validateFormData({}, form)).not.toThrow();
    }
  });
});
