import type { ValueFormatterParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import { compileGridColumns, listColumnsOf, type Row } from '../../engine/ui/grid-columns.ts';
import type { EntitySchema } from '../../engine/schema/types.ts';
import { groupSchema, ledgerSchema } from './engine-ui-fixtures.ts';

const format = (column: { valueFormatter?: unknown }, value: unknown) =>
  (column.valueFormatter as (params: ValueFormatterParams<Row>) => string)({ value } as ValueFormatterParams<Row>);

describe('compileGridColumns', () => {
  it('makes one column per list column with the property titles as headers', () => {
    const columns = compileGridColumns(ledgerSchema());
    expect(columns.map((column) => column.colId)).toEqual(['LedgerName', 'GroupName', 'OpeningBalance', 'OpeningType']);
    expect(columns.map((column) => column.headerName)).toEqual(['Ledger name', 'Group', 'Opening balance', 'Dr / Cr']);
    expect(columns.every((column) => column.sortable)).toBe(true);
  });

  it('shows and sorts a link by its joined label', () => {
    const [, group] = compileGridColumns(ledgerSchema());
    expect(group).toMatchObject({ colId: 'GroupName', field: 'GroupName', headerName: 'Group', sortable: true });
  });

  it('shows a link by its id when no label is joined', () => {
    const schema = ledgerSchema();
    delete schema.properties.GroupName;
    const [, group] = compileGridColumns(schema);
    expect(group).toMatchObject({ colId: 'GroupId', field: 'GroupId' });
  });

  it('right-aligns money in Indian grouping and exports it plain', () => {
    const money = compileGridColumns(ledgerSchema())[2];
    expect(money.type).toBe('rightAligned');
    expect(money.useValueFormatterForExport).toBe(false);
    expect(format(money, 100000)).toBe('1,00,000.00');
    expect(format(money, 1234.5)).toBe('1,234.50');
    expect(format(money, null)).toBe('');
  });

  it('shows booleans as Yes/No and dates as dd-mm-yyyy', () => {
    const schema: EntitySchema = {
      type: 'object',
      properties: {
        Id: { type: 'integer' },
        Active: { type: 'boolean', title: 'Active' },
        On: { type: 'string', format: 'date', title: 'On' },
        Qty: { type: 'number', title: 'Qty' },
      },
      'x-entity': { name: 'thing', label: 'Things', key: 'Id', listColumns: ['Active', 'On', 'Qty', 'Missing'] },
    };
    const [active, on, qty] = compileGridColumns(schema);
    expect(compileGridColumns(schema)).toHaveLength(3);
    expect(format(active, true)).toBe('Yes');
    expect(format(active, 0)).toBe('No');
    expect(format(active, null)).toBe('');
    expect(format(on, '2025-04-01T00:00:00.000Z')).toBe('01-04-2025');
    expect(qty.type).toBe('rightAligned');
    expect(format(compileGridColumns(groupSchema())[2], false)).toBe('No');
  });

  it('falls back to the first stored visible properties and is memoized', () => {
    const schema = ledgerSchema();
    delete schema['x-entity'].listColumns;
    expect(listColumnsOf(schema)).toEqual(['LedgerName', 'GroupId', 'OpeningBalance', 'OpeningType', 'SystemCode']);
    expect(compileGridColumns(schema)).toBe(compileGridColumns(schema));
  });
});
