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
  /** Shown as money (Indian grouping, two decimals). */
  money?: boolean;
  /** Enter stops here on its way along a line (Tab stops at every editable cell). */
  enterStop?: boolean;
  /** Only on this side's documents. */
  side?: Side;
  width: number;
  /** Wider on a desktop: takes the spare width. */
  flex?: number;
  /** Left out on a phone, where item, qty, rate and net amount must fit the width (the line keeps the value). */
  wideOnly?: boolean;
  /** Kept in view at the right edge on a desktop. */
  pinRight?: boolean;
};

/** The cells of a line, in order (titles follow the line schema). */
export const LINE_COLUMNS: readonly LineColumn[] = [
  { id: 'LineNo', title: '#', type: 'index', width: 44, wideOnly: true },
  { id: 'ItemName', title: 'Item', type: 'item', enterStop: true, width: 220, flex: 1 },
  { id: 'UnitName', title: 'Unit', type: 'label', width: 64, wideOnly: true },
  { id: 'Qty', title: 'Qty', type: 'number', scale: 3, enterStop: true, width: 78 },
  { id: 'FreeQty', title: 'Free qty', type: 'number', scale: 3, enterStop: true, width: 78, wideOnly: true },
  { id: 'Rate', title: 'Rate', type: 'number', scale: 2, money: true, enterStop: true, width: 98 },
  { id: 'DiscPer', title: 'Disc %', type: 'number', scale: 3, enterStop: true, width: 72, wideOnly: true },
  { id: 'DiscAmt', title: 'Disc amt', type: 'number', scale: 2, money: true, width: 88, wideOnly: true },
  { id: 'TaxRate', title: 'GST %', type: 'number', scale: 2, width: 70, wideOnly: true },
  { id: 'BatchNo', title: 'Batch', type: 'text', enterStop: true, side: 'purchase', width: 90 },
  { id: 'MfgDate', title: 'Mfg date', type: 'date', enterStop: true, side: 'purchase', width: 132, wideOnly: true },
  { id: 'ExpDate', title: 'Expiry', type: 'date', enterStop: true, side: 'purchase', width: 132 },
  { id: 'ItemTotal', title: 'Amount', type: 'computed', money: true, width: 100, wideOnly: true },
  { id: 'TaxableAmt', title: 'Taxable', type: 'computed', money: true, width: 104, wideOnly: true },
  { id: 'TotTax', title: 'GST', type: 'computed', money: true, width: 88, wideOnly: true },
  { id: 'NetAmt', title: 'Net amount', type: 'computed', money: true, width: 112, pinRight: true },
];

export const EDITABLE_TYPES: ReadonlySet<LineColumnType> = new Set(['item', 'number', 'text', 'date']);

/** The cells of a line on this side's documents; on a phone (compact) only the ones a clerk types most. */
export function columnsFor(side: Side, compact = false): LineColumn[] {
  return LINE_COLUMNS.filter((column) => (!column.side || column.side === side) && !(compact && column.wideOnly));
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
  row.TaxRate = amount(item.TaxRate) ?? 0;
  row.CessRate = amount(item.CessRate) ?? 0;
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

/** What is sent for a line: its input fields that hold a value. */
export function lineBody(row: Row): Row {
  const body: Row = {};
  for (const field of LINE_INPUT_FIELDS) {
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
export function parseCellNumber(raw: string, scale: number): number | null | undefined {
  const cleaned = raw.replace(/[,\s]/g, '');
  if (cleaned === '' || cleaned === '.') return null;
  const pattern = scale > 0 ? new RegExp(`^\\d*(\\.\\d{0,${scale}})?$`) : /^\d*$/;
  if (!pattern.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}
