// The server validator's limits on what a store can hold exactly and on stray characters
// (engine/schema/scaled.ts, control-characters.ts), each failure in its own words.
import { expect, it } from 'vitest';
import type { EntitySchema } from '../../engine/schema/types.ts';
import { createAjv, EntityValidator } from '../../engine/schema/validator.ts';

const schema = {
  type: 'object',
  title: 'Ledger',
  properties: {
    Id: { type: 'integer' },
    LedgerName: { type: 'string', title: 'Ledger name' },
    OpeningBalance: { type: 'number', title: 'Opening balance', 'x-scale': 2 },
    OpeningQty: { type: 'number', title: 'Opening quantity', 'x-scale': 3 },
    GroupId: { type: 'integer', title: 'Group', minimum: 1 },
    Notes: { type: 'string', title: 'Notes', 'x-ui': { widget: 'textarea' } },
  },
  'x-entity': { name: 'ledger', label: 'Ledgers', key: 'Id' },
} as unknown as EntitySchema;
const validator = new EntityValidator(createAjv(), schema);
const messages = (input: object) => {
  const result = validator.check(input);
  return result.ok ? [] : result.errors.map((error) => error.message);
};

it('tells a too-large amount from one with too many decimals', () => {
  expect(messages({ LedgerName: 'Cash', OpeningBalance: 1e14 })).toEqual(['Opening balance must be less than 1,00,00,00,00,00,000 (ten lakh crore)']);
  expect(messages({ LedgerName: 'Cash', OpeningBalance: 10.155 })).toEqual(['Opening balance must have at most 2 decimal places']);
  expect(messages({ LedgerName: 'Cash', OpeningBalance: 9_999_999_999_999.99 })).toEqual([]);
});

it('bounds quantities in thousandths below 2^53 of their smallest units', () => {
  expect(messages({ LedgerName: 'Cash', OpeningQty: 9_999_999_999_999.99 })).toEqual(['Opening quantity must be less than 10,00,00,00,00,000 (one lakh crore)']);
  expect(messages({ LedgerName: 'Cash', OpeningQty: 999_999_999_999.999 })).toEqual([]);
});

it('refuses whole numbers a JavaScript number does not hold exactly (ids of 2^53 and more)', () => {
  expect(messages({ LedgerName: 'Cash', GroupId: 2 ** 63 })).toEqual(['Group must be at most 9007199254740991']);
  expect(messages({ LedgerName: 'Cash', GroupId: 2 ** 53 })).toEqual(['Group must be at most 9007199254740991']);
  expect(messages({ LedgerName: 'Cash', GroupId: 0 })).toEqual(['Group must be at least 1']);
  expect(messages({ LedgerName: 'Cash', GroupId: Number.MAX_SAFE_INTEGER })).toEqual([]);
  expect(schema.properties.GroupId).toEqual({ type: 'integer', title: 'Group', minimum: 1 }); // the schema itself is left as it was
});

it('refuses control characters on one line and cleans them from multi-line text', () => {
  expect(messages({ LedgerName: 'Cash\u0007' })).toEqual(['Ledger name must not contain control or text-direction characters (U+0007)']);
  const result = validator.check({ LedgerName: 'Cash', Notes: ' line one\r\nline\u0000 two\u202e ' });
  expect(result.ok && result.value.Notes).toBe('line one\nline two');
});
