// A keyboard-first grid of editable rows (the lines of a form): a cursor cell moved by the arrow keys and
// Tab, an editor opened on the cell by typing, F2, or a click, kept by leaving the cell and thrown away by
// Escape. Enter and Delete are handed to the owner (what they do is the owner's rule). The rows are the
// owner's objects, edited in place through each column's setValue; refresh() draws them again.
// Written for forms rather than taken from a general data grid: a grid library with only the features
// the lines used weighed 180 KB compressed, more than the rest of the form; this is a few KB.
import { useCallback, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type FocusEvent as ReactFocusEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import { arrowMove, tabMove, type GridShape } from './cell-moves.ts';
import { GridCell } from './GridCell.tsx';
import { GRID_POPUP_CLASS, type CellKeyHandler, type CellPosition, type GridColumn, type LineGridHandle } from './line-grid-types.ts';

export type LineGridProps<R, C> = {
  rows: readonly R[];
  /** A stable key per row (kept while the row is edited, moved or its neighbours removed). */
  rowKey: (row: R) => string;
  columns: readonly GridColumn<R, C>[];
  /** Handed to every editor. */
  context: C;
  rowHeight: number;
  /** The grid is as tall as this many rows at least, and scrolls past the most. */
  visibleRows: { least: number; most: number };
  readOnly?: boolean;
  /** An edit ended and changed the row's value in this column. */
  onCellChanged?: (row: R, col: string) => void;
  /** An edit ended, changed or not. */
  onEditingStopped?: (row: R, col: string) => void;
  /** Enter and Delete on a cell, editing or not. */
  onCellKey?: CellKeyHandler;
  ref?: Ref<LineGridHandle>;
  ariaLabel: string;
  testId?: string;
};

/** The edit under way; `seq` tells one edit from the next of the same cell (each gets a fresh editor). */
type Editing = CellPosition & { startKey: string | null; seq: number };

/** Room left under the rows for a sideways scroll bar. */
const SCROLLBAR_ROOM = 18;

export function LineGrid<R, C>(props: LineGridProps<R, C>) {
  const { rows, columns, rowHeight, readOnly = false } = props;
  const latest = useRef(props);
  latest.current = props;
  const container = useRef<HTMLDivElement | null>(null);
  const [, setTick] = useState(0);
  const redraw = useCallback(() => setTick((tick) => tick + 1), []);

  // The cursor and the edit are kept in refs as well as drawn: key handlers read them before React redraws.
  const focused = useRef<CellPosition | null>(null);
  const editing = useRef<Editing | null>(null);
  const pending = useRef<{ value: unknown } | null>(null);
  const edits = useRef(0);
  /** The cursor's cell should take the page's focus once drawn (it was moved there, not merely noted). */
  const focusWanted = useRef(false);

  const columnOf = (id: string) => latest.current.columns.find((column) => column.id === id);
  const canEdit = (id: string) => !latest.current.readOnly && Boolean(columnOf(id)?.editor);
  const shape = (): GridShape => {
    const all = latest.current.columns;
    return { columns: all.map((column) => column.id), editable: new Set(all.filter((column) => canEdit(column.id)).map((column) => column.id)), rowCount: latest.current.rows.length };
  };
  const holdsFocus = () => {
    const active = document.activeElement;
    return active !== null && (container.current?.contains(active) === true || active.closest(`.${GRID_POPUP_CLASS}`) !== null);
  };

  const focusCell = useCallback(
    (row: number, col: string) => {
      focused.current = { row, col };
      focusWanted.current = true;
      redraw();
    },
    [redraw],
  );

  const stopEditing = useCallback(
    (cancel = false) => {
      const edit = editing.current;
      if (!edit) return;
      const refocus = holdsFocus();
      editing.current = null;
      const value = pending.current;
      pending.current = null;
      const row = latest.current.rows[edit.row];
      const column = columnOf(edit.col);
      if (row !== undefined && column) {
        if (!cancel && value && column.setValue?.(row, value.value)) latest.current.onCellChanged?.(row, edit.col);
        latest.current.onEditingStopped?.(row, edit.col);
      }
      // The cursor stays on the cell, unless the focus had already gone elsewhere on the page.
      focusWanted.current = refocus;
      redraw();
    },
    [redraw],
  );

  const startEditing = useCallback(
    (row: number, col: string, startKey: string | null = null) => {
      if (editing.current) stopEditing();
      focused.current = { row, col };
      if (!canEdit(col) || !latest.current.rows[row]) {
        focusWanted.current = true;
        redraw();
        return;
      }
      editing.current = { row, col, startKey, seq: ++edits.current };
      pending.current = null;
      redraw();
    },
    [redraw, stopEditing],
  );

  useImperativeHandle(
    props.ref,
    () => ({
      focusCell,
      startEditing: (row, col) => startEditing(row, col),
      stopEditing,
      editingCell: () => (editing.current ? { row: editing.current.row, col: editing.current.col } : null),
      focusedCell: () => focused.current,
      clearFocus: () => {
        focused.current = null;
        focusWanted.current = false;
      },
      refresh: redraw,
    }),
    [focusCell, startEditing, stopEditing, redraw],
  );

  // Fewer rows than the cursor's line (lines removed): the cursor stays on the last.
  if (focused.current && focused.current.row >= rows.length) focused.current = rows.length > 0 ? { ...focused.current, row: rows.length - 1 } : null;

  // The cursor's cell takes the page's focus when it was moved there (not while an editor has it).
  useLayoutEffect(() => {
    if (!focusWanted.current || editing.current || !focused.current) return;
    focusWanted.current = false;
    const { row, col } = focused.current;
    const cell = container.current?.querySelector<HTMLElement>(`[data-row="${row}"] [data-col="${CSS.escape(col)}"]`);
    cell?.focus({ preventScroll: true });
    cell?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const key = event.nativeEvent;
    if (key.defaultPrevented || key.isComposing) return;
    const edit = editing.current;
    const at = edit ?? focused.current;
    if (!at) return;
    if (event.key === 'Enter' || event.key === 'Delete') {
      if (latest.current.onCellKey?.(key, { row: at.row, col: at.col }, edit !== null)) event.preventDefault();
      return;
    }
    if (edit) {
      if (event.key === 'Escape') {
        event.preventDefault();
        stopEditing(true);
      } else if (event.key === 'Tab') {
        const next = tabMove(edit, event.shiftKey, true, shape());
        stopEditing();
        if (next) {
          event.preventDefault();
          startEditing(next.row, next.col);
        }
      }
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const arrow = arrowMove(event.key, at, shape());
    const next = arrow ?? (event.key === 'Tab' ? tabMove(at, event.shiftKey, false, shape()) : null);
    if (next) {
      event.preventDefault();
      focusCell(next.row, next.col);
      return;
    }
    if (!canEdit(at.col)) return;
    if (event.key === 'F2' || event.key.length === 1) {
      event.preventDefault();
      startEditing(at.row, at.col, event.key.length === 1 ? event.key : null);
    }
  };

  // An edit ends, kept, when the focus leaves the grid and its editor (as a spreadsheet's does).
  const onBlur = (event: ReactFocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Element | null;
    if (next && (container.current?.contains(next) || next.closest(`.${GRID_POPUP_CLASS}`))) return;
    if (editing.current) stopEditing();
  };

  const template = columns.map((column) => (column.flex ? `minmax(${column.width}px, ${column.flex}fr)` : `${column.width}px`)).join(' ');
  const least = columns.reduce((sum, column) => sum + column.width, 0);
  const shown = Math.min(Math.max(rows.length, props.visibleRows.least), props.visibleRows.most);
  const rowStyle = { display: 'grid', gridTemplateColumns: template, minWidth: least, height: rowHeight };
  const cursor = focused.current ?? { row: 0, col: columns[0]?.id };

  return (
    <Box
      ref={container}
      role="grid"
      aria-label={props.ariaLabel}
      aria-rowcount={rows.length + 1}
      aria-readonly={readOnly || undefined}
      data-testid={props.testId}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      sx={{ ...GRID_SX, height: rowHeight * (shown + 1) + SCROLLBAR_ROOM, opacity: readOnly ? 0.6 : 1 }}
    >
      <div role="row" aria-rowindex={1} className="line-grid-header" style={rowStyle}>
        {columns.map((column) => (
          <div key={column.id} role="columnheader" className={cellClass(column)} style={pinStyle(column)}>
            {column.title}
          </div>
        ))}
      </div>
      {rows.map((row, index) => (
        <div key={props.rowKey(row)} role="row" aria-rowindex={index + 2} data-row={index} className="line-grid-row" style={rowStyle}>
          {columns.map((column) => {
            const edit = editing.current;
            return (
              <GridCell<R, C>
                key={column.id}
                row={row}
                rowIndex={index}
                column={column}
                className={cellClass(column)}
                style={pinStyle(column)}
                tabbable={cursor.row === index && cursor.col === column.id}
                editing={edit !== null && edit.row === index && edit.col === column.id ? edit : undefined}
                context={props.context}
                onValueChange={(value) => {
                  pending.current = { value };
                }}
                onFocused={() => {
                  if (!focused.current || focused.current.row !== index || focused.current.col !== column.id) focused.current = { row: index, col: column.id };
                }}
                onClicked={() => startEditing(index, column.id)}
              />
            );
          })}
        </div>
      ))}
    </Box>
  );
}

/** The column's look, the same for its header and its cells. */
type ColumnLook = Pick<GridColumn<unknown>, 'numeric' | 'muted' | 'pinRight'>;

function cellClass(column: ColumnLook): string {
  return ['line-grid-cell', column.numeric ? 'is-numeric' : '', column.muted ? 'is-muted' : '', column.pinRight ? 'is-pinned' : ''].filter(Boolean).join(' ');
}

function pinStyle(column: ColumnLook) {
  return column.pinRight ? ({ position: 'sticky', right: 0, zIndex: 1 } as const) : undefined;
}

const BORDER = '#dde2eb';

const GRID_SX = {
  overflow: 'auto',
  border: `1px solid ${BORDER}`,
  borderRadius: '4px',
  fontSize: 14,
  bgcolor: '#fff',
  '& .line-grid-header': { position: 'sticky', top: 0, zIndex: 2, bgcolor: '#f8f8f8', fontWeight: 600, fontSize: 13 },
  '& .line-grid-header > .line-grid-cell': { bgcolor: '#f8f8f8' },
  '& .line-grid-row > .line-grid-cell': { bgcolor: '#fff' },
  '& .line-grid-cell': {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    px: '8px',
    borderBottom: `1px solid ${BORDER}`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    outline: 'none',
  },
  '& .line-grid-cell.is-numeric': { justifyContent: 'flex-end', textAlign: 'right' },
  '& .line-grid-cell.is-muted': { color: 'text.secondary' },
  '& .line-grid-cell.is-pinned': { boxShadow: `inset 1px 0 0 ${BORDER}` },
  '& .line-grid-row > .line-grid-cell:focus': { boxShadow: 'inset 0 0 0 2px #1d4f91' },
  '& .line-grid-row > .line-grid-cell.is-editing': { p: 0, overflow: 'visible' },
  '& .line-grid-row > .line-grid-cell.is-error': { boxShadow: 'inset 0 0 0 2px #d32f2f', bgcolor: '#fdecea' },
  '& .line-grid-row > .line-grid-cell.is-warning': { boxShadow: 'inset 0 0 0 2px #ed6c02', bgcolor: '#fff4e5' },
} as const;
