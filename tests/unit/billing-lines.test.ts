// The billing lines grid's rules: where Enter goes, which rate an item takes for a party, how an item
// is found by name, code or barcode, and what of a line is sent.
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { SCHEMAS_DIR } from '../support/document-catalog.ts';
import {
  applyItem,
  columnsFor,
  columnsFromSchema,
  enterAction,
  lineBody,
  lineProblems,
  linesFromRecord,
  matchItems,
  navigationOf,
  parseCellNumber,
  rateFor,
  retierLines,
  setDiscount,
  tierOf,
  type LineRow,
} from '../../overrides/billing/BillingLinesRules.ts';

// The grid's cells come from the line schemas' x-ui.grid (salesline, and purchaseline which extends it).
const registry = loadRegistry(SCHEMAS_DIR);
const cells = (side: 'sales' | 'purchase') => columnsFromSchema(registry.get(`${side}line`)!);
const sales = navigationOf(columnsFor(cells('sales')));
const purchase = navigationOf(columnsFor(cells('purchase')));

describe('Enter along the lines', () => {
  const at = (col: string, row = 0, over: Partial<Parameters<typeof enterAction>[1]> = {}) =>
    enterAction({ row, col }, { order: sales.order, stops: sales.stops, rowCount: 2, rowHasItem: true, anyItem: true, ...over });

  it('visits item, qty, free qty, rate and discount % on a sales line; Tab-only cells are skipped', () => {
    expect(sales.stops).toEqual(['ItemName', 'Qty', 'FreeQty', 'Rate', 'DiscPer']);
    expect(sales.order).toEqual(['ItemName', 'Qty', 'FreeQty', 'Rate', 'DiscPer', 'DiscAmt', 'TaxRate']);
    expect(at('ItemName')).toEqual({ type: 'move', row: 0, col: 'Qty' });
    expect(at('Qty')).toEqual({ type: 'move', row: 0, col: 'FreeQty' });
    expect(at('Rate')).toEqual({ type: 'move', row: 0, col: 'DiscPer' });
    // From a cell Enter does not stop at, the next stop after it; past the line's last stop, the next line.
    expect(at('DiscAmt')).toEqual({ type: 'move', row: 1, col: 'ItemName' });
    expect(at('DiscPer')).toEqual({ type: 'move', row: 1, col: 'ItemName' });
  });

  it('on a phone stops only at the cells shown: item, qty and rate (and batch, expiry on purchases)', () => {
    expect(navigationOf(columnsFor(cells('sales'), true)).stops).toEqual(['ItemName', 'Qty', 'Rate']);
    expect(navigationOf(columnsFor(cells('purchase'), true)).stops).toEqual(['ItemName', 'Qty', 'Rate', 'BatchNo', 'ExpDate']);
    expect(columnsFor(cells('sales'), true).map((column) => column.id)).toEqual(['ItemName', 'Qty', 'Rate', 'NetAmt']);
  });

  it('lays the cells out as the line schema says, a client field included', () => {
    expect(columnsFor(cells('sales')).map((column) => column.id)).toEqual(['LineNo', 'ItemName', 'UnitName', 'Qty', 'FreeQty', 'Rate', 'DiscPer', 'DiscAmt', 'TaxRate', 'ItemTotal', 'TaxableAmt', 'TotTax', 'NetAmt']);
    expect(columnsFor(cells('purchase')).map((column) => column.id)).toEqual(['LineNo', 'ItemName', 'UnitName', 'Qty', 'FreeQty', 'Rate', 'DiscPer', 'DiscAmt', 'TaxRate', 'BatchNo', 'MfgDate', 'ExpDate', 'ItemTotal', 'TaxableAmt', 'TotTax', 'NetAmt']);
    const patched = columnsFromSchema({ properties: { ...registry.get('salesline')!.properties, SerialNo: { type: 'string', title: 'Serial no.', 'x-ui': { grid: { order: 95, width: 120, editable: true, phone: false } } } } });
    expect(patched.find((column) => column.id === 'SerialNo')).toMatchObject({ title: 'Serial no.', type: 'text', enterStop: true, wideOnly: true, width: 120 });
    expect(patched.map((column) => column.id).indexOf('SerialNo')).toBe(patched.map((column) => column.id).indexOf('TaxRate') + 1);
    // The field the grid edits is sent with the line.
    expect(lineBody({ key: 'k', ItemId: 3, Qty: 1, Rate: 5, SerialNo: 'MG-1' }, patched)).toMatchObject({ SerialNo: 'MG-1' });
    expect(lineBody({ key: 'k', ItemId: 3, Qty: 1, Rate: 5, SerialNo: 'MG-1' })).not.toHaveProperty('SerialNo');
  });

  it('adds a line after the last cell of the last line', () => {
    expect(at('DiscPer', 1)).toEqual({ type: 'add', row: 2, col: 'ItemName' });
    expect(at('TaxRate', 1)).toEqual({ type: 'add', row: 2, col: 'ItemName' });
  });

  it('goes through batch, manufacturing and expiry dates on purchase lines', () => {
    expect(purchase.stops).toEqual(['ItemName', 'Qty', 'FreeQty', 'Rate', 'DiscPer', 'BatchNo', 'MfgDate', 'ExpDate']);
    const next = (col: string) => enterAction({ row: 0, col }, { order: purchase.order, stops: purchase.stops, rowCount: 1, rowHasItem: true, anyItem: true });
    expect(next('DiscPer')).toEqual({ type: 'move', row: 0, col: 'BatchNo' });
    expect(next('TaxRate')).toEqual({ type: 'move', row: 0, col: 'BatchNo' });
    expect(next('ExpDate')).toEqual({ type: 'add', row: 1, col: 'ItemName' });
  });

  it('waits for an item on an empty line, and leaves the grid from an empty last line once a line is filled', () => {
    expect(at('ItemName', 0, { rowHasItem: false, anyItem: false, rowCount: 1 })).toEqual({ type: 'stay' });
    expect(at('ItemName', 1, { rowHasItem: false, anyItem: true })).toEqual({ type: 'leave' });
    expect(at('ItemName', 0, { rowHasItem: false, anyItem: true })).toEqual({ type: 'stay' });
  });

  it('goes back with Shift+Enter, to the previous line’s last stop from the first cell', () => {
    expect(at('Qty', 1, { back: true })).toEqual({ type: 'move', row: 1, col: 'ItemName' });
    expect(at('DiscAmt', 1, { back: true })).toEqual({ type: 'move', row: 1, col: 'DiscPer' });
    expect(at('ItemName', 1, { back: true })).toEqual({ type: 'move', row: 0, col: 'DiscPer' });
    expect(at('ItemName', 0, { back: true })).toEqual({ type: 'stay' });
  });
});

describe('rates by the party’s tier', () => {
  const pen = { Id: 7, ItemName: 'Pen', UnitId: 2, UnitName: 'Pcs', HSNCode: '9608', TaxRate: 18, CessRate: 0, CashRate: 10, CreditRate: 11, WholesaleRate: 9, Discount: 5, LastPurchaseRate: 6.5 };

  it('takes the document’s tier, else the party’s FixedRate, else cash', () => {
    expect(tierOf('CreditRate', { FixedRate: 'WholesaleRate' })).toBe('CreditRate');
    expect(tierOf(undefined, { FixedRate: 'WholesaleRate' })).toBe('WholesaleRate');
    expect(tierOf('', null)).toBe('CashRate');
    expect(tierOf('Nonsense', { FixedRate: 'Rate9' })).toBe('CashRate');
  });

  it('sells at the tier rate (cash when the tier has none) and buys at the last purchase rate', () => {
    expect(rateFor(pen, 'WholesaleRate', 'sales')).toBe(9);
    expect(rateFor(pen, 'Rate4', 'sales')).toBe(10);
    expect(rateFor(pen, 'CashRate', 'purchase')).toBe(6.5);
    expect(rateFor({ ...pen, LastPurchaseRate: null }, 'CashRate', 'purchase')).toBe(10);
    expect(rateFor({ Id: 1, ItemName: 'Free' }, 'CashRate', 'sales')).toBe(0);
  });

  it('fills a line from the item picked: qty 1, rate, GST, unit and the item’s discount on a sale', () => {
    const line: LineRow = { key: 'a' };
    applyItem(line, pen, 'CreditRate', 'sales');
    expect(line).toMatchObject({ ItemId: 7, ItemName: 'Pen', UnitName: 'Pcs', Qty: 1, FreeQty: 0, Rate: 11, ActualRate: 11, TaxRate: 18, DiscPer: 5, IsManualDiscPer: true, isManualChangeRate: false });
    line.Qty = 4;
    applyItem(line, { ...pen, Id: 8, ItemName: 'Ink', TaxRate: 12, Discount: 0 }, 'CreditRate', 'sales');
    expect(line).toMatchObject({ ItemId: 8, Qty: 4, TaxRate: 12, DiscPer: 0 });
  });

  it('keeps a rate typed by hand when the tier changes, and re-rates the others', () => {
    const items = new Map([[7, pen]]);
    const typed: LineRow = { key: 'a', ItemId: 7, Rate: 12.5, isManualChangeRate: true };
    const automatic: LineRow = { key: 'b', ItemId: 7, Rate: 10, isManualChangeRate: false };
    const changed = retierLines([typed, automatic, { key: 'c' }], items, 'WholesaleRate', 'sales');
    expect(changed).toEqual([automatic]);
    expect([typed.Rate, automatic.Rate]).toEqual([12.5, 9]);
  });

  it('marks a discount as percent or amount by the one typed', () => {
    const line: LineRow = { key: 'a', DiscPer: 10, IsManualDiscPer: true };
    setDiscount(line, 'DiscAmt', 15);
    expect(line).toMatchObject({ DiscAmt: 15, IsManualDiscPer: false });
    setDiscount(line, 'DiscPer', null);
    expect(line).toMatchObject({ DiscPer: 0, IsManualDiscPer: true });
  });
});

describe('finding an item by what was typed', () => {
  const items = [
    { Id: 1, ItemName: 'Blue gel pen', ItemCode: 'GP-01', Barcode: '8901234500012' },
    { Id: 2, ItemName: 'Pencil HB', ItemCode: 'PN-HB', Barcode: '8901234500029' },
    { Id: 3, ItemName: 'Pen stand', ItemCode: 'ST-1' },
    { Id: 4, ItemName: 'Open file', ItemCode: 'OF-9' },
    { Id: 5, ItemName: 'Pen refill (old)', Status: false },
  ];
  const names = (typed: string) => matchItems(items, typed).map((item) => item.ItemName);

  it('puts a scanned barcode or typed code first, then names starting with the text, then words, then anywhere', () => {
    expect(names('8901234500029')).toEqual(['Pencil HB']);
    expect(names('gp-01')).toEqual(['Blue gel pen']);
    expect(names('pen')).toEqual(['Pen stand', 'Pencil HB', 'Blue gel pen', 'Open file']);
    expect(names('PN')).toEqual(['Pencil HB']);
  });

  it('leaves inactive items out and lists everything for an empty text', () => {
    expect(names('refill')).toEqual([]);
    expect(names('')).toHaveLength(4);
  });
});

describe('what a line sends', () => {
  it('sends the input fields that hold a value, nothing the server works out', () => {
    const line: LineRow = { key: 'k', Id: 3, ItemId: 7, ItemName: 'Pen', Qty: 2, FreeQty: 0, Rate: 10, DiscPer: 0, IsManualDiscPer: true, BatchNo: '', NetAmt: 23.6, TaxRate: 18, errors: { Qty: 'x' } };
    expect(lineBody(line)).toEqual({ ItemId: 7, Qty: 2, FreeQty: 0, Rate: 10, DiscPer: 0, IsManualDiscPer: true, TaxRate: 18 });
  });

  it('finds quantity and rate problems before sending', () => {
    expect(lineProblems({ ItemId: 7, Qty: 0, Rate: 10 })).toEqual({ Qty: 'Qty must be more than 0' });
    expect(lineProblems({ ItemId: 7, Qty: 1 })).toEqual({ Rate: 'Rate is required' });
    expect(lineProblems({})).toEqual({});
  });

  it('takes lines from a record with fresh keys and without nulls', () => {
    const lines = linesFromRecord([{ Id: 1, ItemId: 7, BatchNo: null, Qty: 2 }, 'junk']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ Id: 1, ItemId: 7, Qty: 2 });
    expect('BatchNo' in lines[0]).toBe(false);
    expect(lines[0].key).toMatch(/^line-/);
  });

  it('accepts what a number cell may hold: digits with at most the column’s decimals', () => {
    expect(parseCellNumber('12.5', 2)).toBe(12.5);
    expect(parseCellNumber('1,00,000', 2)).toBe(100000);
    expect(parseCellNumber('', 3)).toBeNull();
    expect(parseCellNumber('1.234', 2)).toBeUndefined();
    expect(parseCellNumber('-1', 2)).toBeUndefined();
    expect(parseCellNumber('abc', 2)).toBeUndefined();
  });

  it('refuses a number over the cell’s maximum: a quantity never takes a barcode', () => {
    const qty = cells('sales').find((column) => column.id === 'Qty')!;
    expect(qty.max).toBe(1_000_000); // salesline.json Qty maximum
    expect(parseCellNumber('1000000', qty.scale ?? 3, qty.max)).toBe(1_000_000);
    expect(parseCellNumber('1000001', qty.scale ?? 3, qty.max)).toBeUndefined();
    expect(parseCellNumber('8901234500016', qty.scale ?? 3, qty.max)).toBeUndefined();
  });
});
