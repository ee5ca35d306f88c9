// The billing lines grid's rules, kept free of React and AG Grid so they can be tested on their own:
// which cells a line has, where Enter goes next, which rate an item takes for a party, how an item is
// found by what a clerk types (name, code or barcode), and what of a line is sent to the server.

export type Row = Record<string, unknown>;

/** One line as the grid holds it: the wire fields plus a stable key and the server's errors. */
export type LineRow = Row & {
  /** Stable row id for the grid (not sent). */
  key: string;
  /** Field name to message, from the last failed save. */
  errors?: Record<string, string>;
  /** Field name to a warning that does not stop the save (a quantity beyond stock); not sent. */
  notes?: Record<string, string>;
  /** A short note shown beside the item's name ("6 in stock"); not sent. */
  stockNote?: string;
};

/** Which side of the books a document is on: customers (sales) or suppliers (purchase). */
export type Side = 'sales' | 'purchase';

export type LineColumnType = 'index' | 'item' | 'number' | 'text' | 'date' | 'computed' | 'label';

export type LineColumn = {
  /** Column id, and the line field it edits or shows. */
  id: string;
  title: string;
  type: LineColumnType;
  /** Decimals a number cell accepts (x-scale of the line schema). */
  scale?: number;
  /** The most a number cell takes (the line schema's maximum): a barcode never fits a quantity. */
  max?: number;
  /** Shown as money (Indian grouping, two decimals). */
  money?: boolean;
  /** Enter stops here on its way along a line (Tab stops at every editable cell). */
  enterStop?: boolean;
  width: number;
  /** Wider on a desktop: takes the spare width. */
  flex?: number;
  /** Left out on a phone, where item, qty, rate and net amount must fit the width (the line keeps the value). */
  wideOnly?: boolean;
  /** Kept in view at the right edge on a desktop. */
  pinRight?: boolean;
};

/**
 * A line schema property's place in the grid: `x-ui.grid` (engine/README.md): order, width, editable, phone
 * (false: left out at 375 px, the line keeps the value), and optionally the cell type, a title shorter than the
 * field's, whether Enter stops there (editable cells do unless told), flex and pinning.
 */
type GridHint = {
  order: number;
  width: number;
  editable?: boolean;
  phone?: boolean;
  type?: LineColumnType;
  title?: string;
  enterStop?: boolean;
  flex?: number;
  pinRight?: boolean;
};

type LineProperty = { type?: string; title?: string; format?: string; maximum?: number; 'x-scale'?: number; 'x-ui'?: Record<string, unknown> };

/** The type of cell a property makes, where its grid hint names none. */
function cellType(property: LineProperty, editable: boolean): LineColumnType {
  const numeric = property.type === 'number' || property.type === 'integer';
  if (!editable) return numeric ? 'computed' : 'label';
  if (numeric) return 'number';
  return property.format === 'date' ? 'date' : 'text';
}

/** The cells of a document's lines, in order, from its line schema's `x-ui.grid` (a patched field included). */
export function columnsFromSchema(lineSchema: { properties: Record<string, LineProperty> }): LineColumn[] {
  const columns: Array<LineColumn & { order: number }> = [];
  for (const [id, property] of Object.entries(lineSchema.properties)) {
    const hint = property['x-ui']?.grid as GridHint | undefined;
    if (!hint) continue;
    const type = hint.type ?? cellType(property, hint.editable === true);
    columns.push({
      id,
      order: hint.order,
      title: hint.title ?? property.title ?? id,
      type,
      scale: property['x-scale'],
      max: property.maximum,
      money: property['x-ui']?.widget === 'money',
      enterStop: EDITABLE_TYPES.has(type) && hint.enterStop !== false,
      width: hint.width,
      flex: hint.flex,
      wideOnly: hint.phone === false,
      pinRight: hint.pinRight,
    });
  }
  return columns.sort((a, b) => a.order - b.order).map(({ order: _order, ...column }) => column);
}

export const EDITABLE_TYPES: ReadonlySet<LineColumnType> = new Set(['item', 'number', 'text', 'date']);

/** The cells the printed invoice lays out itself; any other text or date cell prints as a note under the item. */
const PRINTED_CELLS = new Set(['LineNo', 'ItemName', 'UnitName', 'Qty', 'FreeQty', 'Rate', 'DiscPer', 'DiscAmt', 'TaxRate', 'BatchNo', 'MfgDate', 'ExpDate', 'ItemTotal', 'TaxableAmt', 'TotTax', 'NetAmt']);

/** A line schema's further text and date cells (a client's field), as [title, field] for the printed notes. */
export function noteCells(columns: readonly LineColumn[]): Array<[string, string]> {
  return columns.filter((column) => !PRINTED_CELLS.has(column.id) && (column.type === 'text' || column.type === 'date')).map((column) => [column.title, column.id]);
}

/** The cells shown: all of them on a desktop; on a phone (compact) only the ones a clerk types most. */
export function columnsFor(columns: readonly LineColumn[], compact = false): LineColumn[] {
  return columns.filter((column) => !(compact && column.wideOnly));
}

/** Editable cells in display order, and the ones Enter stops at. */
export function navigationOf(columns: readonly LineColumn[]): { order: string[]; stops: string[] } {
  const editable = columns.filter((column) => EDITABLE_TYPES.has(column.type));
  return { order: editable.map((column) => column.id), stops: editable.filter((column) => column.enterStop).map((column) => column.id) };
}

export type CellPosition = { row: number; col: string };

export type EnterAction =
  | { type: 'move'; row: number; col: string }
  /** Add a line at the end and go to its first cell. */
  | { type: 'add'; row: number; col: string }
  /** The clerk is done with the lines: leave the grid (to the bill's totals). */
  | { type: 'leave' }
  | { type: 'stay' };

export type EnterContext = {
  order: readonly string[];
  stops: readonly string[];
  rowCount: number;
  /** Whether the line at `position.row` has an item. */
  rowHasItem: boolean;
  /** Whether any line has an item. */
  anyItem: boolean;
  /** Shift+Enter goes back. */
  back?: boolean;
};

/**
 * Where Enter goes from a cell. Forward: the next stop on the line; after the line's last stop, the
 * next line's first; after the last line, a new line. On a line with no item yet, Enter waits for an
 * item, except on the last line once some line is filled, where it leaves the grid. Back: the
 * previous stop, then the previous line's last.
 */
export function enterAction(position: CellPosition, context: EnterContext): EnterAction {
  const { order, stops, rowCount } = context;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first) return { type: 'stay' };
  const at = order.indexOf(position.col);
  if (context.back) {
    const before = order.slice(0, Math.max(at, 0)).filter((col) => stops.includes(col));
    if (at >= 0 && before.length > 0) return { type: 'move', row: position.row, col: before[before.length - 1] };
    if (position.row > 0) return { type: 'move', row: position.row - 1, col: last };
    return { type: 'stay' };
  }
  if (!context.rowHasItem) {
    const lastRow = position.row >= rowCount - 1;
    return lastRow && context.anyItem ? { type: 'leave' } : { type: 'stay' };
  }
  const after = (at >= 0 ? order.slice(at + 1) : []).filter((col) => stops.includes(col));
  if (at >= 0 && after.length > 0) return { type: 'move', row: position.row, col: after[0] };
  if (position.row < rowCount - 1) return { type: 'move', row: position.row + 1, col: first };
  return { type: 'add', row: rowCount, col: first };
}

/** The party's rate tier (SPEC: up to 5): the document's own choice, else the party's FixedRate, else cash. */
export type RateTier = 'CashRate' | 'CreditRate' | 'WholesaleRate' | 'Rate4' | 'Rate5';
export const RATE_TIERS: readonly RateTier[] = ['CashRate', 'CreditRate', 'WholesaleRate', 'Rate4', 'Rate5'];

export function tierOf(documentTier: unknown, party: Row | null | undefined): RateTier {
  for (const candidate of [documentTier, party?.FixedRate]) {
    if (typeof candidate === 'string' && (RATE_TIERS as readonly string[]).includes(candidate)) return candidate as RateTier;
  }
  return 'CashRate';
}

const amount = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The rate a line starts with. Sales side: the item's rate for the tier, else its cash rate. Purchase
 * side: what the item was last bought at, else the same tier rate.
 */
export function rateFor(item: Row, tier: RateTier, side: Side): number {
  const tierRate = amount(item[tier]) ?? amount(item.CashRate);
  if (side === 'purchase') return amount(item.LastPurchaseRate) ?? tierRate ?? 0;
  return tierRate ?? 0;
}

/** Fills a line from the item picked for it (a new item resets rate, tax and discount). */
export function applyItem(row: LineRow, item: Row, tier: RateTier, side: Side): void {
  const sameItem = Number(row.ItemId) === Number(item.Id);
  row.ItemId = Number(item.Id);
  row.ItemName = item.ItemName;
  row.ItemCode = item.ItemCode ?? null;
  row.UnitId = item.UnitId ?? null;
  row.UnitName = item.UnitName ?? null;
  row.HSNCode = item.HSNCode ?? null;
  row.Packing = item.Packing ?? null;
  if (typeof row.Qty !== 'number' || row.Qty <= 0) row.Qty = 1;
  if (typeof row.FreeQty !== 'number') row.FreeQty = 0;
  if (sameItem && row.isManualChangeRate === true) return;
  row.Rate = rateFor(item, tier, side);
  row.ActualRate = amount(item[tier]) ?? 0;
  row.isManualChangeRate = false;
  // The item's latest rates; the figures then take the rates in force on the document's date (rate-in-force.ts).
  row.TaxRate = amount(item.TaxRate) ?? 0;
  row.CessRate = amount(item.CessRate) ?? 0;
  row.IsManualTaxRate = false;
  if (!sameItem) {
    row.IsManualDiscPer = true;
    row.DiscPer = side === 'sales' ? amount(item.Discount) ?? 0 : 0;
    row.DiscAmt = 0;
  }
}

/** After the party or the rate tier changes: lines whose rate was not typed take the new tier's rate. */
export function retierLines(lines: LineRow[], items: ReadonlyMap<number, Row>, tier: RateTier, side: Side): LineRow[] {
  const changed: LineRow[] = [];
  for (const line of lines) {
    if (!line.ItemId || line.isManualChangeRate === true) continue;
    const item = items.get(Number(line.ItemId));
    if (!item) continue;
    const rate = rateFor(item, tier, side);
    line.ActualRate = amount(item[tier]) ?? 0;
    if (line.Rate !== rate) {
      line.Rate = rate;
      changed.push(line);
    }
  }
  return changed;
}

/** A typed rate marks the line as changed by hand (unless it is the rate the item would take anyway). */
export function setRate(row: LineRow, rate: number | null, tierRate: number | undefined): void {
  row.Rate = rate ?? 0;
  row.isManualChangeRate = tierRate === undefined || rate !== tierRate;
}

/** A typed GST rate stays on the line, whatever the document's date (IsManualTaxRate). */
export function setTaxRate(row: LineRow, rate: number | null): void {
  row.TaxRate = rate ?? 0;
  row.IsManualTaxRate = true;
}

/** A typed discount percent or amount decides which one the line's discount is (IsManualDiscPer). */
export function setDiscount(row: LineRow, field: 'DiscPer' | 'DiscAmt', value: number | null): void {
  row[field] = value ?? 0;
  row.IsManualDiscPer = field === 'DiscPer';
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * Items matching what was typed, best first: an exact barcode or item code (a scanner's input), then
 * names starting with the text, codes starting with it, words starting with it, and names containing it.
 * Inactive items (Status false) are left out.
 */
export function matchItems(items: Iterable<Row>, typed: string, limit = 20): Row[] {
  const wanted = typed.trim().toLowerCase();
  const scored: Array<{ item: Row; score: number; name: string }> = [];
  for (const item of items) {
    if (item.Status === false) continue;
    const name = text(item.ItemName);
    const code = text(item.ItemCode);
    const barcode = text(item.Barcode);
    let score: number;
    if (wanted === '') score = 6;
    else if (barcode === wanted || code === wanted) score = 0;
    else if (name === wanted) score = 1;
    else if (name.startsWith(wanted)) score = 2;
    else if (code.startsWith(wanted) || barcode.startsWith(wanted)) score = 3;
    else if (name.split(/[\s\-/,.()]+/).some((word) => word.startsWith(wanted))) score = 4;
    else if (name.includes(wanted) || code.includes(wanted)) score = 5;
    else continue;
    scored.push({ item, score, name });
  }
  scored.sort((a, b) => a.score - b.score || a.name.localeCompare(b.name));
  return scored.slice(0, limit).map((entry) => entry.item);
}

/** The line fields a client sends (the rest are the server's figures or looked up from the item). */
export const LINE_INPUT_FIELDS: readonly string[] = [
  'ItemId',
  'ItemDescription',
  'Qty',
  'FreeQty',
  'Rate',
  'isManualChangeRate',
  'IsManualDiscPer',
  'DiscPer',
  'DiscAmt',
  'TaxRate',
  'CessRate',
  'IsManualTaxRate',
  'BatchNo',
  'MfgDate',
  'ExpDate',
  'PurchaseRate',
  'SalesRate',
  'Packing',
];

export function isBlankLine(row: Row): boolean {
  return row.ItemId === undefined || row.ItemId === null || row.ItemId === '';
}

/** What is sent for a line: its input fields (and any other field its grid edits) that hold a value. */
export function lineBody(row: Row, columns: readonly LineColumn[] = []): Row {
  const body: Row = {};
  const edited = columns.filter((column) => column.type === 'text' || column.type === 'date' || column.type === 'number').map((column) => column.id);
  for (const field of new Set([...LINE_INPUT_FIELDS, ...edited])) {
    const value = row[field];
    if (value === undefined || value === null || value === '') continue;
    body[field] = value;
  }
  return body;
}

/** Problems the browser can see before sending a line (the server checks again). */
export function lineProblems(row: Row): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isBlankLine(row)) return problems;
  if (typeof row.Qty !== 'number' || row.Qty <= 0) problems.Qty = 'Qty must be more than 0';
  if (typeof row.Rate !== 'number' || row.Rate < 0) problems.Rate = 'Rate is required';
  if (typeof row.DiscPer === 'number' && row.DiscPer > 100) problems.DiscPer = 'Disc % cannot be more than 100';
  if (typeof row.TaxRate === 'number' && row.TaxRate > 100) problems.TaxRate = 'GST % cannot be more than 100';
  return problems;
}

let keySeq = 0;
/** A fresh line with a unique key. */
export function blankLine(): LineRow {
  keySeq += 1;
  return { key: `line-${Date.now().toString(36)}-${keySeq}` };
}

/** Lines as they arrive from the server (or a converted document), ready for the grid. */
export function linesFromRecord(lines: unknown): LineRow[] {
  if (!Array.isArray(lines)) return [];
  return lines
    .filter((line): line is Row => typeof line === 'object' && line !== null)
    .map((line) => {
      const row: LineRow = { ...blankLine() };
      for (const [field, value] of Object.entries(line)) {
        if (value !== null && value !== undefined && field !== 'key') row[field] = value;
      }
      return row;
    });
}

/** Parses what was typed into a number cell: '' is no value; more decimals than allowed are refused (undefined). */
export function parseCellNumber(raw: string, scale: number, max = Infinity): number | null | undefined {
  const cleaned = raw.replace(/[,\s]/g, '');
  if (cleaned === '' || cleaned === '.') return null;
  const pattern = scale > 0 ? new RegExp(`^\\d*(\\.\\d{0,${scale}})?$`) : /^\d*$/;
  if (!pattern.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) && value <= max ? value : undefined;
}
