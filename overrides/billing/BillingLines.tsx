// The billing lines of a document in an AG Grid, keyboard first (DESIGN section 6): the item is picked
// by typing its name, code or barcode; Enter moves to the next cell and, after the last cell of the
// last line, adds a line; Shift+Enter goes back; Delete removes the line; Tab visits every cell.
// The grid edits the caller's line objects in place and reports each change; the caller recomputes
// the figures and calls refresh(), which repaints only the cells whose values changed, so a long bill
// stays quick (nothing re-renders the whole grid per keystroke).
import { forwardRef, memo, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type CSSProperties } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type {
  CellEditingStoppedEvent,
  CellValueChangedEvent,
  ColDef,
  GetRowIdParams,
  GridApi,
  GridReadyEvent,
  SuppressKeyboardEventParams,
  ValueFormatterParams,
  ValueGetterParams,
  ValueSetterParams,
} from 'ag-grid-community';
import { AgGridReact, type CustomCellEditorProps } from 'ag-grid-react';
import { DateInput } from '../../engine/ui/fields/DateInput.tsx';
import { formatDayFirst, formatIndian, groupIndian } from '../../engine/ui/format.ts';
import { ensureGridModules, gridTheme } from '../../engine/ui/list/gridSetup.ts';
import {
  blankLine,
  columnsFor,
  EDITABLE_TYPES,
  enterAction,
  isBlankLine,
  navigationOf,
  parseCellNumber,
  setDiscount,
  setTaxRate,
  type LineColumn,
  type LineRow,
  type Row,
  type Side,
} from './BillingLinesRules.ts';
import { ScanNoticeLine } from './ScanNoticeLine.tsx';
import { searchedByCode, useBarcodeScans, type FindItemByCode } from './useBarcodeScans.ts';

ensureGridModules();

export type ItemSearch = (typed: string) => Row[] | Promise<Row[]>;

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
};

export type BillingLinesHandle = {
  /** Repaints changed cells (after the caller recomputed the figures); `notes`: the item cells too, whose note beside the name changed. */
  refresh: (notes?: boolean) => void;
  /** Ends any cell edit, keeping what was typed. */
  commit: () => void;
  /** Puts the cursor in a cell and starts editing it (the first line's item by default). */
  focusCell: (rowIndex?: number, column?: string) => void;
  /** Adds an empty line at the end and puts the cursor in its item cell. */
  addLine: () => void;
};

/** What the grid's cell editors reach through AG Grid's context. */
type LinesContext = {
  side: Side;
  searchItems: ItemSearch;
  advance: (rowIndex: number, column: string, back: boolean) => void;
  draft: (row: LineRow, field: string, value: number | null | undefined) => void;
  pickItem: (row: LineRow, item: Row) => void;
  taxRateOf: (item: Row) => unknown;
};

const ROW_HEIGHT = 40;
const HEADER_HEIGHT = 40;
const MAX_VISIBLE_ROWS = 12;

export const BillingLines = memo(
  forwardRef<BillingLinesHandle, BillingLinesProps>(function BillingLines(props, ref) {
    const { side, lines, linesVersion, readOnly = false, columns: allColumns } = props;
    const gridApi = useRef<GridApi<LineRow> | null>(null);
    const latest = useRef(props);
    latest.current = props;
    const [rowCount, setRowCount] = useState(lines.length);
    const [rowData, setRowData] = useState<LineRow[]>(() => [...lines]);

    // A phone shows the cells a clerk types most (item, qty, rate, discount, net); Enter follows what is shown.
    const compact = useMediaQuery('(max-width:599.95px)');
    const columns = useMemo(() => columnsFor(allColumns, compact), [allColumns, compact]);
    const navigation = useMemo(() => navigationOf(columns), [columns]);

    // A new set of lines (load, conversion, reset): hand the grid the new rows.
    const seenVersion = useRef(linesVersion);
    useEffect(() => {
      if (seenVersion.current === linesVersion) return;
      seenVersion.current = linesVersion;
      setRowData([...latest.current.lines]);
      setRowCount(latest.current.lines.length);
    }, [linesVersion]);

    const startEditing = useCallback((rowIndex: number, column: string) => {
      const api = gridApi.current;
      if (!api) return;
      api.ensureIndexVisible(rowIndex);
      api.ensureColumnVisible(column);
      api.setFocusedCell(rowIndex, column);
      api.startEditingCell({ rowIndex, colKey: column });
    }, []);

    const addLine = useCallback(() => {
      const api = gridApi.current;
      if (!api) return;
      const row = blankLine();
      latest.current.lines.push(row);
      api.applyTransaction({ add: [row] });
      setRowCount(latest.current.lines.length);
      latest.current.onLinesChange();
      const rowIndex = latest.current.lines.length - 1;
      const column = navigation.stops[0];
      // The new row is drawn after this event: focus its cell now (a key typed meanwhile starts the
      // edit there) and open the editor once the row is on screen, unless typing already did.
      api.ensureIndexVisible(rowIndex);
      api.setFocusedCell(rowIndex, column);
      setTimeout(() => {
        const editing = api.getEditingCells().some((cell) => cell.rowIndex === rowIndex && cell.colId === column);
        if (!editing) startEditing(rowIndex, column);
      }, 0);
    }, [navigation, startEditing]);

    const removeLine = useCallback(
      (rowIndex: number, column: string) => {
        const api = gridApi.current;
        const all = latest.current.lines;
        const row = all[rowIndex];
        if (!api || !row) return;
        all.splice(rowIndex, 1);
        api.applyTransaction({ remove: [row] });
        if (all.length === 0) {
          const fresh = blankLine();
          all.push(fresh);
          api.applyTransaction({ add: [fresh] });
        }
        setRowCount(all.length);
        api.refreshCells({ columns: ['LineNo'], force: true });
        latest.current.onLinesChange();
        const next = Math.min(rowIndex, all.length - 1);
        api.ensureIndexVisible(next);
        api.setFocusedCell(next, column);
      },
      [],
    );

    const advance = useCallback(
      (rowIndex: number, column: string, back: boolean) => {
        const api = gridApi.current;
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
          // Without a focused cell AG Grid does not pull the focus back when the cell redraws.
          api.clearFocusedCell();
          latest.current.onLeave?.();
        }
        else startEditing(rowIndex, column);
      },
      [navigation, startEditing, addLine],
    );

    // The editors call through this object; it stays the same object so the grid need not re-read it.
    const context = useRef<LinesContext>({
      side,
      searchItems: (typed) => latest.current.searchItems(typed),
      advance,
      draft: (row, field, value) => latest.current.onDraft?.(row, field, value),
      pickItem: (row, item) => latest.current.pickItem(row, item),
      taxRateOf: (item) => (latest.current.taxRateOf ? latest.current.taxRateOf(item) : item.TaxRate),
    }).current;
    context.side = side;
    context.advance = advance;

    useImperativeHandle(
      ref,
      () => ({
        refresh: (notes) => {
          const api = gridApi.current;
          if (!api) return;
          api.refreshCells();
          if (!notes) return;
          // The notes beside the items ("6 in stock") arrive from the server while the clerk types on: a forced
          // repaint re-creates the cells, so the cell holding the cursor gets it back, or the next keys would
          // fall on the page and be lost.
          // (A cell being edited is not repainted by AG Grid: its editor stays.)
          const focused = api.getFocusedCell();
          const hadFocus = wrapper.current?.contains(document.activeElement) === true;
          api.refreshCells({ columns: columns.filter((column) => column.type === 'item').map((column) => column.id), force: true });
          if (focused && hadFocus && wrapper.current?.contains(document.activeElement) !== true) api.setFocusedCell(focused.rowIndex, focused.column);
        },
        commit: () => gridApi.current?.stopEditing(),
        focusCell: (rowIndex = 0, column = navigation.stops[0]) => startEditing(rowIndex, column),
        addLine,
      }),
      [navigation, startEditing, addLine, columns],
    );

    const columnDefs = useMemo<ColDef<LineRow>[]>(
      () =>
        columns.map((column) => {
          const def = columnDef(column, readOnly);
          if (!compact) return { ...def, pinned: column.pinRight ? ('right' as const) : undefined };
          // A phone: the four columns share the width (a date keeps room for dd-mm-yyyy and its calendar button).
          const narrow = column.type === 'computed' ? 96 : column.type === 'date' ? 124 : 72;
          return column.flex ? { ...def, minWidth: 96 } : { ...def, width: Math.min(column.width, narrow), minWidth: 56 };
        }),
      [columns, readOnly, compact],
    );

    const defaultColDef = useMemo<ColDef<LineRow>>(
      () => ({
        sortable: false,
        resizable: true,
        suppressMovable: true,
        suppressHeaderMenuButton: true,
        singleClickEdit: true,
        suppressKeyboardEvent: (params: SuppressKeyboardEventParams<LineRow>) => {
          const key = params.event.key;
          // Enter and Delete are the lines' own keys (see the wrapper's handler and the editors).
          if (key === 'Enter') return true;
          if (key === 'Delete' && !params.editing) return true;
          // The item picker's list takes the arrow keys while it is open.
          if (params.editing && params.colDef.colId === 'ItemName' && (key === 'ArrowUp' || key === 'ArrowDown')) return true;
          return false;
        },
      }),
      [],
    );

    // Keys on cells that are not being edited: Enter moves on, Delete removes the line.
    const wrapper = useRef<HTMLDivElement | null>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      const onKeyDown = (event: KeyboardEvent) => {
        const api = gridApi.current;
        if (!api || event.defaultPrevented || event.isComposing) return;
        if (event.key !== 'Enter' && event.key !== 'Delete') return;
        // Keys typed into an editor are the editor's (a cell about to be edited has no input yet).
        const target = event.target as HTMLElement | null;
        if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
        if (event.key === 'Delete' && api.getEditingCells().length > 0) return;
        const focused = api.getFocusedCell();
        if (!focused || focused.rowIndex === null || focused.rowPinned) return;
        const column = focused.column.getColId();
        if (readOnly) return;
        event.preventDefault();
        if (event.key === 'Delete') removeLine(focused.rowIndex, column);
        else advance(focused.rowIndex, column, event.shiftKey);
      };
      element.addEventListener('keydown', onKeyDown);
      return () => element.removeEventListener('keydown', onKeyDown);
    }, [advance, removeLine, readOnly]);

    const onCellValueChanged = useCallback((event: CellValueChangedEvent<LineRow>) => {
      const field = event.colDef.colId ?? '';
      if (event.data) latest.current.onLineChange(event.data, field);
      // Other cells of the line may follow (an item fills unit, rate and tax).
      event.api.refreshCells({ rowNodes: [event.node] });
    }, []);

    const onCellEditingStopped = useCallback((event: CellEditingStoppedEvent<LineRow>) => {
      if (event.data) latest.current.onDraft?.(event.data, event.colDef.colId ?? '', null);
    }, []);

    const scan = useBarcodeScans({
      wrapper,
      gridApi,
      lines: () => latest.current.lines,
      findCode: (code) => (latest.current.findCode ?? searchedByCode(latest.current.searchItems))(code),
      pickItem: (row, item) => latest.current.pickItem(row, item),
      onLineChange: (row, field) => latest.current.onLineChange(row, field),
      addLine,
      editItem: (rowIndex) => startEditing(rowIndex, navigation.stops[0]),
      itemColumn: navigation.stops[0],
      readOnly,
    });

    const getRowId = useCallback((params: GetRowIdParams<LineRow>) => params.data.key, []);
    const height = HEADER_HEIGHT + ROW_HEIGHT * Math.min(Math.max(rowCount, 3), MAX_VISIBLE_ROWS) + 18;

    return (
      <>
      <Box ref={wrapper} sx={{ width: '100%', height, ...LINES_SX }} data-testid="billing-lines" aria-label="Billing lines">
        <AgGridReact<LineRow>
          theme={linesTheme}
          rowData={rowData}
          columnDefs={columnDefs}
          defaultColDef={defaultColDef}
          context={context}
          getRowId={getRowId}
          rowHeight={ROW_HEIGHT}
          headerHeight={HEADER_HEIGHT}
          stopEditingWhenCellsLoseFocus
          animateRows={false}
          // The item list may reach past a short grid.
          popupParent={typeof document === 'undefined' ? undefined : document.body}
          suppressDragLeaveHidesColumns
          tooltipShowDelay={0}
          onGridReady={(event: GridReadyEvent<LineRow>) => {
            gridApi.current = event.api;
          }}
          onCellValueChanged={onCellValueChanged}
          onCellEditingStopped={onCellEditingStopped}
        />
      </Box>
      <ScanNoticeLine notice={scan} />
      </>
    );
  }),
);

const linesTheme = gridTheme.withParams({ spacing: 5, cellHorizontalPadding: 8, headerFontSize: 13 });

const LINES_SX = {
  '& .bahi-line-error': { boxShadow: 'inset 0 0 0 2px #d32f2f', bgcolor: '#fdecea' },
  '& .bahi-line-warning': { boxShadow: 'inset 0 0 0 2px #ed6c02', bgcolor: '#fff4e5' },
  // A phone's narrow item cell: the name on its first line, its code and stock under it.
  '@media (max-width:599.95px)': {
    '& .bahi-item-cell': { display: 'flex !important', flexWrap: 'wrap', alignContent: 'center', height: '100%', columnGap: '6px', rowGap: 0, lineHeight: 1.2 },
    '& .bahi-item-cell > :first-of-type': { flexBasis: '100%', whiteSpace: 'nowrap' },
  },
  '& .bahi-computed': { color: 'text.secondary' },
  '& .ag-cell.bahi-number, & .ag-header-cell.bahi-number .ag-header-cell-label': { justifyContent: 'flex-end', textAlign: 'right' },
  '& .ag-cell-inline-editing': { padding: 0 },
};

/** A quantity or percent without trailing zeros, grouped the Indian way: 1,250.5. */
export function formatPlain(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const body = fraction ? `${groupIndian(whole)}.${fraction}` : groupIndian(whole);
  return value < 0 ? `-${body}` : body;
}

function columnDef(column: LineColumn, readOnly: boolean): ColDef<LineRow> {
  const editable = EDITABLE_TYPES.has(column.type) && !readOnly;
  const numeric = column.type === 'number' || column.type === 'computed';
  const base: ColDef<LineRow> = {
    colId: column.id,
    headerName: column.title,
    width: column.width,
    minWidth: column.flex ? 150 : Math.min(column.width, 64),
    flex: column.flex,
    editable,
    cellClass: [numeric ? 'bahi-number' : '', column.type === 'computed' ? 'bahi-computed' : ''].filter(Boolean),
    headerClass: numeric ? 'bahi-number' : undefined,
    cellClassRules: {
      'bahi-line-error': (params) => Boolean(params.data?.errors?.[column.id]),
      'bahi-line-warning': (params) => !params.data?.errors?.[column.id] && Boolean(params.data?.notes?.[column.id]),
    },
    tooltipValueGetter: (params) => params.data?.errors?.[column.id] ?? params.data?.notes?.[column.id],
    valueGetter: (params: ValueGetterParams<LineRow>) => params.data?.[column.id],
  };
  switch (column.type) {
    case 'index':
      return { ...base, valueGetter: (params) => (params.node?.rowIndex ?? 0) + 1, cellClass: 'bahi-computed', resizable: false };
    case 'item':
      return {
        ...base,
        cellEditor: ItemCellEditor,
        cellEditorPopup: true,
        cellEditorPopupPosition: 'over',
        valueSetter: (params: ValueSetterParams<LineRow>) => {
          if (!isItem(params.newValue) || !params.data) return false;
          (params.context as LinesContext).pickItem(params.data, params.newValue);
          return true;
        },
        cellRenderer: ItemCellRenderer,
      };
    case 'number':
      return {
        ...base,
        cellEditor: NumberCellEditor,
        cellEditorParams: { scale: column.scale ?? 2, max: column.max },
        valueFormatter: (params: ValueFormatterParams<LineRow>) =>
          params.data && isBlankLine(params.data) ? '' : column.money ? formatIndian(params.value, 2) : formatPlain(params.value),
        valueSetter: (params: ValueSetterParams<LineRow>) => {
          const value = typeof params.newValue === 'number' ? params.newValue : null;
          if (!params.data || params.data[column.id] === value) return false;
          if (column.id === 'DiscPer' || column.id === 'DiscAmt') setDiscount(params.data, column.id, value);
          else if (column.id === 'TaxRate') setTaxRate(params.data, value);
          else if (column.id === 'Rate') {
            params.data.Rate = value ?? 0;
            params.data.isManualChangeRate = true;
          } else params.data[column.id] = value ?? (column.id === 'FreeQty' ? 0 : null);
          return true;
        },
      };
    case 'text':
      return {
        ...base,
        cellEditor: TextCellEditor,
        valueSetter: (params) => setPlain(params, column.id),
      };
    case 'date':
      return {
        ...base,
        cellEditor: DateCellEditor,
        valueFormatter: (params: ValueFormatterParams<LineRow>) => formatDayFirst(params.value),
        valueSetter: (params) => setPlain(params, column.id),
      };
    case 'computed':
      return {
        ...base,
        valueFormatter: (params: ValueFormatterParams<LineRow>) => (params.data && isBlankLine(params.data) ? '' : formatIndian(params.value, 2)),
      };
    default:
      return base;
  }
}

function setPlain(params: ValueSetterParams<LineRow>, field: string): boolean {
  const value = typeof params.newValue === 'string' && params.newValue.trim() !== '' ? params.newValue.trim() : null;
  if (!params.data || (params.data[field] ?? null) === value) return false;
  params.data[field] = value;
  return true;
}

function isItem(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && 'Id' in value && 'ItemName' in value;
}

/** A key that types a character (and so starts an edit with it). */
function printable(key: string | null | undefined): key is string {
  return typeof key === 'string' && key.length === 1;
}

/** Enter in an editor: keep what was typed and move on (after the editor's value has reached the grid). */
function onEnter(event: KeyboardEvent, props: CustomCellEditorProps<LineRow>) {
  event.preventDefault();
  const context = props.context as LinesContext;
  const column = props.colDef.colId ?? '';
  // The editor's value already reached the grid (onValueChange is synchronous): move on at once, so
  // the next key a fast typist or a scanner sends lands in the next cell.
  context.advance(props.rowIndex, column, event.shiftKey);
}

/** Native keydown on the editor's input (it runs before AG Grid's own handlers further up). */
function useEditorKeys(input: React.RefObject<HTMLInputElement | null>, handler: (event: KeyboardEvent) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const listener = (event: KeyboardEvent) => latest.current(event);
    element.addEventListener('keydown', listener);
    return () => element.removeEventListener('keydown', listener);
  }, [input]);
}

function useFocusOnStart(input: React.RefObject<HTMLInputElement | null>, selectAll: boolean) {
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.focus();
    if (selectAll) element.select();
    else {
      try {
        const end = element.value.length;
        element.setSelectionRange(end, end);
      } catch {
        /* date inputs have no text selection */
      }
    }
  }, [input, selectAll]);
}

const EDITOR_INPUT_STYLE: CSSProperties = {
  width: '100%',
  height: '100%',
  border: 'none',
  outline: '2px solid #1d4f91',
  outlineOffset: -2,
  padding: '0 8px',
  font: 'inherit',
  background: '#fff',
  boxSizing: 'border-box',
};

function NumberCellEditor(props: CustomCellEditorProps<LineRow, number> & { scale: number; max?: number }) {
  const input = useRef<HTMLInputElement | null>(null);
  const startKey = printable(props.eventKey) ? props.eventKey : null;
  const startedTyping = startKey !== null && parseCellNumber(startKey, props.scale, props.max) !== undefined;
  const [text, setText] = useState(() => (startedTyping ? startKey! : typeof props.value === 'number' ? String(props.value) : ''));
  const context = props.context as LinesContext;
  const field = props.colDef.colId ?? '';

  useEffect(() => {
    if (startedTyping) {
      const value = parseCellNumber(startKey!, props.scale, props.max);
      props.onValueChange(value ?? null);
      context.draft(props.data, field, value);
    }
    // Only when the edit starts.
  }, []);
  useFocusOnStart(input, !startedTyping);
  useEditorKeys(input, (event) => {
    if (event.key === 'Enter') onEnter(event, props);
  });

  return (
    <input
      ref={input}
      aria-label={props.colDef.headerName}
      inputMode="decimal"
      style={{ ...EDITOR_INPUT_STYLE, textAlign: 'right' }}
      value={text}
      onChange={(event) => {
        const value = parseCellNumber(event.target.value, props.scale, props.max);
        if (value === undefined) return; // refuse the keystroke: not a number, too many decimals, or over the maximum
        setText(event.target.value);
        props.onValueChange(value);
        context.draft(props.data, field, value ?? 0);
      }}
    />
  );
}

function TextCellEditor(props: CustomCellEditorProps<LineRow, string>) {
  const input = useRef<HTMLInputElement | null>(null);
  const startKey = printable(props.eventKey) ? props.eventKey : null;
  const [text, setText] = useState(() => startKey ?? (typeof props.value === 'string' ? props.value : ''));
  useEffect(() => {
    if (startKey !== null) props.onValueChange(startKey);
  }, []);
  useFocusOnStart(input, startKey === null);
  useEditorKeys(input, (event) => {
    if (event.key === 'Enter') onEnter(event, props);
  });
  return (
    <input
      ref={input}
      aria-label={props.colDef.headerName}
      maxLength={30}
      style={EDITOR_INPUT_STYLE}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        props.onValueChange(event.target.value);
      }}
    />
  );
}

/** A batch date: the engine's date box (dd-mm-yyyy typed or picked) filling the cell; Enter takes it and moves on. */
function DateCellEditor(props: CustomCellEditorProps<LineRow, string>) {
  const input = useRef<HTMLInputElement | null>(null);
  useFocusOnStart(input, false);
  return (
    <DateInput
      id={`line-${props.rowIndex}-${props.colDef.colId ?? ''}`}
      size="small"
      fullWidth
      ariaLabel={props.colDef.headerName}
      value={typeof props.value === 'string' ? props.value : null}
      inputRef={input}
      // The box has taken a typed date (or kept a wrong one, and Enter then stays) before this runs.
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter(event.nativeEvent, props);
      }}
      onChange={(date) => props.onValueChange(date)}
      sx={DATE_EDITOR_SX}
    />
  );
}

/** The date box drawn as the other editors are: the whole cell, a blue outline, no rounded border. */
const DATE_EDITOR_SX = {
  height: '100%',
  '& .MuiInputBase-root': { height: '100%', borderRadius: 0, font: 'inherit', bgcolor: '#fff', pr: '2px' },
  '& .MuiInputBase-input': { pl: '6px', pr: 0 },
  '& .MuiIconButton-root': { p: '4px', mr: 0 },
  '& fieldset': { border: '2px solid #1d4f91 !important' },
  '& .Mui-error fieldset': { borderColor: '#d32f2f !important' },
  // A wrong date is told by the red outline; the hint under the box has no room in a row.
  '& .MuiFormHelperText-root': { display: 'none' },
} as const;

function ItemCellRenderer(props: { data?: LineRow; value?: unknown }) {
  const row = props.data;
  if (!row || isBlankLine(row)) return <span style={{ color: '#8a94a6' }}>Type item name, code or barcode</span>;
  return (
    <span className="bahi-item-cell" style={{ display: 'inline-flex', gap: 6, alignItems: 'baseline', minWidth: 0 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{String(props.value ?? '')}</span>
      {typeof row.ItemCode === 'string' && row.ItemCode !== '' && <span style={{ color: '#8a94a6', fontSize: 12 }}>{row.ItemCode}</span>}
      {row.stockNote && (
        <span data-testid="line-stock" style={{ color: row.notes?.Qty ? '#b45309' : '#8a94a6', fontSize: 12, fontWeight: row.notes?.Qty ? 600 : 400, whiteSpace: 'nowrap' }}>
          {row.stockNote}
        </span>
      )}
    </span>
  );
}

const SEARCH_DELAY_MS = 150;

/** The item cell's editor: a text box with the matching items listed under it. */
function ItemCellEditor(props: CustomCellEditorProps<LineRow, unknown>) {
  const context = props.context as LinesContext;
  const input = useRef<HTMLInputElement | null>(null);
  const startKey = printable(props.eventKey) ? props.eventKey : null;
  const current = typeof props.data.ItemName === 'string' ? props.data.ItemName : '';
  const [text, setText] = useState(() => startKey ?? current);
  const [matches, setMatches] = useState<Row[]>([]);
  const [matchesFor, setMatchesFor] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);
  const [missing, setMissing] = useState(false);
  const seq = useRef(0);
  const listId = `item-options-${props.rowIndex}`;

  // The edit began with the cell's own name selected: list nothing until the clerk types.
  const typed = text.trim();
  const untouched = text === current && current !== '';

  /** Searches now; answers at once (an array) when the items are held in the browser. */
  const search = useCallback(
    (wanted: string): Row[] | Promise<Row[]> => {
      const mine = ++seq.current;
      const show = (rows: Row[]) => {
        setMatches(rows);
        setMatchesFor(wanted);
        setActive(0);
        setSearching(false);
      };
      const found = context.searchItems(wanted);
      if (Array.isArray(found)) {
        show(found);
        return found;
      }
      setSearching(true);
      return found.then(
        (rows) => {
          if (mine === seq.current) show(rows);
          return rows;
        },
        () => {
          if (mine === seq.current) setSearching(false);
          return [];
        },
      );
    },
    [context],
  );

  useEffect(() => {
    setMissing(false);
    if (untouched || typed === '') {
      seq.current++;
      setMatches([]);
      setSearching(false);
      return;
    }
    const timer = setTimeout(() => void search(typed), matchesFor === null ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, untouched, search]);

  useFocusOnStart(input, startKey === null);

  const choose = (item: Row, back = false) => {
    props.onValueChange(item);
    context.advance(props.rowIndex, 'ItemName', back);
  };

  useEditorKeys(input, (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (typed === '' || untouched) {
      onEnter(event, props);
      return;
    }
    const back = event.shiftKey;
    // The list shown is for what was typed: take the highlighted item.
    if (matchesFor === typed && matches[active]) {
      choose(matches[active], back);
      return;
    }
    // A scanner types the barcode and Enter at once, before the debounced search: look it up now.
    const found = search(typed);
    const pick = (rows: Row[]) => (rows[0] ? choose(rows[0], back) : setMissing(true));
    if (Array.isArray(found)) pick(found);
    else void found.then(pick);
  });

  return (
    <Box sx={{ width: { xs: 300, sm: 420 }, bgcolor: 'background.paper', boxShadow: 6, borderRadius: 1, overflow: 'hidden' }}>
      <input
        ref={input}
        role="combobox"
        aria-label="Item"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
        placeholder="Item name, code or barcode"
        style={{ ...EDITOR_INPUT_STYLE, height: ROW_HEIGHT }}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {(matches.length > 0 || searching || missing) && !untouched && typed !== '' && (
        <Box component="ul" id={listId} role="listbox" aria-label="Matching items" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}>
          {matches.map((item, index) => (
            <Box
              component="li"
              key={String(item.Id)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
              onMouseEnter={() => setActive(index)}
              sx={{
                px: 1.25,
                py: 0.75,
                cursor: 'pointer',
                bgcolor: index === active ? 'primary.main' : 'transparent',
                color: index === active ? 'primary.contrastText' : 'text.primary',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                fontSize: 14,
              }}
            >
              <span>
                {String(item.ItemName)}
                {typeof item.ItemCode === 'string' && item.ItemCode && <span style={{ opacity: 0.7, marginLeft: 6, fontSize: 12 }}>{item.ItemCode}</span>}
              </span>
              <span style={{ opacity: 0.8, fontSize: 12, whiteSpace: 'nowrap' }}>
                {[item.UnitName, gstLabel(context.taxRateOf(item)), itemRate(item, context.side)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Box>
          ))}
          {searching && matches.length === 0 && <Box component="li" sx={{ px: 1.25, py: 0.75, color: 'text.secondary', fontSize: 14 }}>Searching…</Box>}
          {missing && !searching && matches.length === 0 && (
            <Box component="li" role="alert" sx={{ px: 1.25, py: 0.75, color: 'error.main', fontSize: 14 }}>
              No item matches “{typed}”
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

function gstLabel(rate: unknown): string | null {
  return typeof rate === 'number' ? `GST ${formatPlain(rate)}%` : null;
}

function itemRate(item: Row, side: Side): string | null {
  const rate = side === 'purchase' ? (item.LastPurchaseRate ?? item.CashRate) : item.CashRate;
  return typeof rate === 'number' ? `₹${formatIndian(rate, 2)}` : null;
}
