// The types of the engine's line grid (LineGrid.tsx): a keyboard-first grid of editable rows, small
// enough to load with a form (a general data grid library weighed more than the rest of the form).
import type { ComponentType, ReactNode } from 'react';

/** A cell: the row's place in the list and the column's id. */
export type CellPosition = { row: number; col: string };

/** What an editor is handed while its cell is being edited. */
export type CellEditorProps<R, C = unknown> = {
  row: R;
  rowIndex: number;
  column: { id: string; title: string };
  /** The cell's value when the edit began. */
  value: unknown;
  /** The printable key that started the edit (the editor starts with it typed), or null. */
  startKey: string | null;
  /** Holds the value the edit ends with; called as the user types (synchronous: a commit right after sees it). */
  onValueChange: (value: unknown) => void;
  /** Whatever the grid's owner passes to every editor. */
  context: C;
  /** The column's own settings for its editor (decimals, limits). */
  params: Record<string, unknown>;
};

export type GridColumn<R, C = unknown> = {
  id: string;
  title: string;
  /** Width in px; with `flex` the least width, the column taking a share of the spare width. */
  width: number;
  flex?: number;
  /** Kept in view at the right edge when the rows scroll sideways. */
  pinRight?: boolean;
  /** Figures: aligned right. */
  numeric?: boolean;
  /** Greyed text (a figure worked out from the others). */
  muted?: boolean;
  /** The editor; a column without one is not editable. */
  editor?: ComponentType<CellEditorProps<R, C>>;
  editorParams?: Record<string, unknown>;
  /** The editor is drawn over the cell, above the page (it may be wider than the cell and list choices). */
  popupEditor?: boolean;
  /** The value an edit begins with. */
  value: (row: R) => unknown;
  /** What the cell shows when it is not being edited. */
  render: (row: R, rowIndex: number) => ReactNode;
  /** Stores the value an edit ended with in the row; false when nothing changed. */
  setValue?: (row: R, value: unknown) => boolean;
  /** A mark on the cell: an error (red) or a warning (amber), with the sentence shown on hover. */
  mark?: (row: R) => { tone: 'error' | 'warning'; text: string } | null;
};

export type LineGridHandle = {
  /** Moves the cursor to a cell (scrolled into view), without editing it. */
  focusCell: (row: number, col: string) => void;
  /** Moves the cursor to a cell and opens its editor. */
  startEditing: (row: number, col: string) => void;
  /** Ends the edit under way: its value is kept, or thrown away when `cancel`. */
  stopEditing: (cancel?: boolean) => void;
  /** The cell being edited, if any. */
  editingCell: () => CellPosition | null;
  /** The cell holding the cursor, if any. */
  focusedCell: () => CellPosition | null;
  /** Forgets the cursor's cell (the focus is going elsewhere). */
  clearFocus: () => void;
  /** Draws the rows again (their objects were changed in place). */
  refresh: () => void;
};

/** A key on a cell that the grid leaves to its owner (Enter, Delete); true when the owner took it. */
export type CellKeyHandler = (event: KeyboardEvent, cell: CellPosition, editing: boolean) => boolean;

/** The class of an editor drawn over the page, so a key handler can tell it belongs to the grid. */
export const GRID_POPUP_CLASS = 'line-grid-popup';
