// The billing lines of a document, keyboard first (DESIGN section 6), in the engine's line grid: the item
// is picked by typing its name, code or barcode; Enter moves to the next cell and, after the last cell of
// the last line, adds a line; Shift+Enter goes back; Delete removes the line; Tab visits every cell.
// The grid edits the caller's line objects in place and reports each change; the caller recomputes the
// figures and calls refresh().
import { memo, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDayFirst, formatIndian } from '../../engine/ui/format.ts';
import { LineGrid } from '../../engine/ui/lines/LineGrid.tsx';
import type { CellKeyHandler, GridColumn, LineGridHandle } from '../../engine/ui/lines/line-grid-types.ts';
import {
  blankLine,
  columnsFor,
  enterAction,
  isBlankLine,
  navigationOf,
  setDiscount,
  setTaxRate,
  type LineColumn,
  type LineRow,
  type Row,
  type Side,
} from './BillingLinesRules.ts';
import { DateCellEditor, NumberCellEditor, TextCellEditor } from './lines/cell-editors.tsx';
import { formatPlain } from './lines/format-plain.ts';
import { ItemCellEditor, ItemCellRenderer } from './lines/ItemCell.tsx';
import { ROW_HEIGHT, type ItemSearch, type LinesContext } from './lines/lines-context.ts';
import { ScanNoticeLine } from './ScanNoticeLine.tsx';
import { searchedByCode, useBarcodeScans, type FindItemByCode } from './useBarcodeScans.ts';

export { formatPlain };
export type { ItemSearch };

export type BillingLinesProps = {
  side: Side;
  /** The cells of a line, from the line schema (BillingLinesRules columnsFromSchema). */
  columns: readonly LineColumn[];
  /** The caller's lines; the grid edits these objects in place and adds or removes entries. */
  lines: LineRow[];
  /** Bump when `lines` is replaced by a new array (a loaded or converted document). */
  linesVersion: number;
  /** Items matching what was typed, best first. */
  searchItems: ItemSearch;
  /** The item a scanned code is (its exact barcode or item code); by default the search's exact match. */
  findCode?: FindItemByCode;
  /** Fill a line from the item picked for it (the caller knows the rate tier). */
  pickItem: (row: LineRow, item: Row) => void;
  /** A cell of a line was changed (committed). */
  onLineChange: (row: LineRow, field: string) => void;
  /** Lines were added or removed. */
  onLinesChange: () => void;
  /** What a number cell holds while it is being typed (for live totals); null value when the edit ends. */
  onDraft?: (row: LineRow, field: string, value: number | null | undefined) => void;
  /** Enter on an empty last line: the clerk is done with the lines. */
  onLeave?: () => void;
  /** Greyed and not editable (a document being saved). */
  readOnly?: boolean;
  /** The GST rate the item picker shows for an item (the rate in force on the document's date); its TaxRate by default. */
  taxRateOf?: (item: Row) => unknown;
  ref?: Ref<BillingLinesHandle>;
};

export type BillingLinesHandle = {
  /** Draws the lines again (after the caller recomputed the figures or the stock notes). */
  refresh: (notes?: boolean) => void;
  /** Ends any cell edit, keeping what was typed. */
  commit: () => void;
  /** Puts the cursor in a cell and starts editing it (the first line's item by default). */
  focusCell: (rowIndex?: number, column?: string) => void;
  /** Adds an empty line at the end and puts the cursor in its item cell. */
  addLine: () => void;
};

const VISIBLE_ROWS = { least: 3, most: 12 };

export const BillingLines = memo(function BillingLines(props: BillingLinesProps) {
  const { side, lines, linesVersion, readOnly = false, columns: allColumns } = props;
  const grid = useRef<LineGridHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [, setRowCount] = useState(lines.length);

  // A phone shows the cells a clerk types most (item, qty, rate, discount, net); Enter follows what is shown.
  const compact = useMediaQuery('(max-width:599.95px)');
  const columns = useMemo(() => columnsFor(allColumns, compact), [allColumns, compact]);
  const navigation = useMemo(() => navigationOf(columns), [columns]);

  // A new set of lines (load, conversion, reset): any edit under way belonged to the old ones.
  const seenVersion = useRef(linesVersion);
  useEffect(() => {
    if (seenVersion.current === linesVersion) return;
    seenVersion.current = linesVersion;
    grid.current?.stopEditing(true);
    setRowCount(latest.current.lines.length);
  }, [linesVersion]);

  const startEditing = useCallback((rowIndex: number, column: string) => grid.current?.startEditing(rowIndex, column), []);

  const addLine = useCallback(() => {
    latest.current.lines.push(blankLine());
    setRowCount(latest.current.lines.length);
    latest.current.onLinesChange();
    startEditing(latest.current.lines.length - 1, navigation.stops[0]);
  }, [navigation, startEditing]);

  const removeLine = useCallback((rowIndex: number, column: string) => {
    const all = latest.current.lines;
    if (!all[rowIndex]) return;
    all.splice(rowIndex, 1);
    if (all.length === 0) all.push(blankLine());
    setRowCount(all.length);
    latest.current.onLinesChange();
    grid.current?.focusCell(Math.min(rowIndex, all.length - 1), column);
  }, []);

  const advance = useCallback(
    (rowIndex: number, column: string, back: boolean) => {
      const api = grid.current;
      if (!api) return;
      api.stopEditing();
      const all = latest.current.lines;
      const row = all[rowIndex];
      const action = enterAction(
        { row: rowIndex, col: column },
        {
          order: navigation.order,
          stops: navigation.stops,
          rowCount: all.length,
          rowHasItem: row ? !isBlankLine(row) : false,
          anyItem: all.some((line) => !isBlankLine(line)),
          back,
        },
      );
      if (action.type === 'move') startEditing(action.row, action.col);
      else if (action.type === 'add') addLine();
      else if (action.type === 'leave') {
        api.clearFocus();
        latest.current.onLeave?.();
      } else startEditing(rowIndex, column);
    },
    [navigation, startEditing, addLine],
  );

  // Enter moves on and Delete removes the line (on a cell not being edited: the editors take their own keys).
  const onCellKey = useCallback<CellKeyHandler>(
    (event, cell, editing) => {
      if (editing || latest.current.readOnly) return false;
      if (event.key === 'Delete') removeLine(cell.row, cell.col);
      else advance(cell.row, cell.col, event.shiftKey);
      return true;
    },
    [advance, removeLine],
  );

  // The editors call through this object; it stays the same object.
  const context = useRef<LinesContext>({
    side,
    searchItems: (typed) => latest.current.searchItems(typed),
    advance,
    draft: (row, field, value) => latest.current.onDraft?.(row, field, value),
    taxRateOf: (item) => (latest.current.taxRateOf ? latest.current.taxRateOf(item) : item.TaxRate),
  }).current;
  context.side = side;
  context.advance = advance;

  useImperativeHandle(
    props.ref,
    () => ({
      refresh: () => grid.current?.refresh(),
      commit: () => grid.current?.stopEditing(),
      focusCell: (rowIndex = 0, column = navigation.stops[0]) => startEditing(rowIndex, column),
      addLine,
    }),
    [navigation, startEditing, addLine],
  );

  const gridColumns = useMemo(
    () =>
      columns.map((column) => {
        const cell = gridColumn(column, (row, item) => latest.current.pickItem(row, item));
        if (!compact) return { ...cell, width: column.flex ? 150 : column.width, pinRight: column.pinRight };
        // A phone: the four columns share the width (a date keeps room for dd-mm-yyyy and its calendar button).
        const narrow = column.type === 'computed' ? 96 : column.type === 'date' ? 124 : 72;
        return { ...cell, width: column.flex ? 96 : Math.min(column.width, narrow) };
      }),
    [columns, compact],
  );

  const wrapper = useRef<HTMLDivElement | null>(null);
  const scan = useBarcodeScans({
    wrapper,
    grid,
    lines: () => latest.current.lines,
    findCode: (code) => (latest.current.findCode ?? searchedByCode(latest.current.searchItems))(code),
    pickItem: (row, item) => latest.current.pickItem(row, item),
    onLineChange: (row, field) => latest.current.onLineChange(row, field),
    addLine,
    editItem: (rowIndex) => startEditing(rowIndex, navigation.stops[0]),
    itemColumn: navigation.stops[0],
    readOnly,
  });

  return (
    <>
      <Box ref={wrapper} sx={LINES_SX}>
        <LineGrid<LineRow, LinesContext>
          ref={grid}
          rows={lines}
          rowKey={(row) => row.key}
          columns={gridColumns}
          context={context}
          rowHeight={ROW_HEIGHT}
          visibleRows={VISIBLE_ROWS}
          readOnly={readOnly}
          onCellChanged={(row, field) => latest.current.onLineChange(row, field)}
          onEditingStopped={(row, field) => latest.current.onDraft?.(row, field, null)}
          onCellKey={onCellKey}
          ariaLabel="Billing lines"
          testId="billing-lines"
        />
      </Box>
      <ScanNoticeLine notice={scan} />
    </>
  );
});

const LINES_SX = {
  width: '100%',
  // A phone's narrow item cell: the name on its first line, the stock under it (the code has no room: the
  // name says which item it is, and a third line would not fit the row).
  '@media (max-width:599.95px)': {
    '& .bahi-item-cell': { display: 'flex !important', flexWrap: 'wrap', alignContent: 'center', height: '100%', columnGap: '6px', rowGap: 0, lineHeight: 1.2 },
    '& .bahi-item-cell > :first-of-type': { flexBasis: '100%', whiteSpace: 'nowrap' },
    '& .bahi-item-code': { display: 'none' },
  },
} as const;

/** A line schema's cell as the grid draws and edits it (the rules of each field are the billing's). */
function gridColumn(column: LineColumn, pickItem: (row: LineRow, item: Row) => void): GridColumn<LineRow, LinesContext> {
  const numeric = column.type === 'number' || column.type === 'computed';
  const base: GridColumn<LineRow, LinesContext> = {
    id: column.id,
    title: column.title,
    width: column.width,
    flex: column.flex,
    numeric,
    muted: column.type === 'computed' || column.type === 'index',
    value: (row) => row[column.id],
    render: (row) => (row[column.id] === null || row[column.id] === undefined ? '' : String(row[column.id])),
    mark: (row) => {
      const error = row.errors?.[column.id];
      if (error) return { tone: 'error', text: error };
      const note = row.notes?.[column.id];
      return note ? { tone: 'warning', text: note } : null;
    },
  };
  switch (column.type) {
    case 'index':
      return { ...base, render: (_row, rowIndex) => rowIndex + 1 };
    case 'item':
      return {
        ...base,
        editor: ItemCellEditor,
        popupEditor: true,
        render: (row) => <ItemCellRenderer row={row} />,
        setValue: (row, item) => {
          if (!isItem(item)) return false;
          pickItem(row, item);
          return true;
        },
      };
    case 'number':
      return {
        ...base,
        editor: NumberCellEditor,
        editorParams: { scale: column.scale ?? 2, max: column.max },
        render: (row) => (isBlankLine(row) ? '' : column.money ? formatIndian(row[column.id], 2) : formatPlain(row[column.id])),
        setValue: (row, entered) => {
          const value = typeof entered === 'number' ? entered : null;
          if (row[column.id] === value) return false;
          if (column.id === 'DiscPer' || column.id === 'DiscAmt') setDiscount(row, column.id, value);
          else if (column.id === 'TaxRate') setTaxRate(row, value);
          else if (column.id === 'Rate') {
            row.Rate = value ?? 0;
            row.isManualChangeRate = true;
          } else row[column.id] = value ?? (column.id === 'FreeQty' ? 0 : null);
          return true;
        },
      };
    case 'text':
      return { ...base, editor: TextCellEditor, setValue: (row, value) => setPlain(row, column.id, value) };
    case 'date':
      return {
        ...base,
        editor: DateCellEditor,
        render: (row) => formatDayFirst(row[column.id]),
        setValue: (row, value) => setPlain(row, column.id, value),
      };
    case 'computed':
      return { ...base, render: (row) => (isBlankLine(row) ? '' : formatIndian(row[column.id], 2)) };
    default:
      return base;
  }
}

function setPlain(row: LineRow, field: string, entered: unknown): boolean {
  const value = typeof entered === 'string' && entered.trim() !== '' ? entered.trim() : null;
  if ((row[field] ?? null) === value) return false;
  row[field] = value;
  return true;
}

function isItem(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && 'Id' in value && 'ItemName' in value;
}
