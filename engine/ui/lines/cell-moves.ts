// Where the arrow keys and Tab take the cursor in a line grid: pure, so it is tested without a browser.
import type { CellPosition } from './line-grid-types.ts';

export type GridShape = {
  /** Column ids in display order. */
  columns: readonly string[];
  /** Column ids that can be edited. */
  editable: ReadonlySet<string>;
  rowCount: number;
};

/** The cell an arrow key moves to (it stops at the edges), or null for a key that is no arrow. */
export function arrowMove(key: string, at: CellPosition, shape: GridShape): CellPosition | null {
  const col = shape.columns.indexOf(at.col);
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(0, at.row - 1), col: at.col };
    case 'ArrowDown':
      return { row: Math.min(shape.rowCount - 1, at.row + 1), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: shape.columns[Math.max(0, col - 1)] };
    case 'ArrowRight':
      return { row: at.row, col: shape.columns[Math.min(shape.columns.length - 1, col + 1)] };
    default:
      return null;
  }
}

/**
 * The cell Tab (or Shift+Tab) moves to, along the row and on to the next: any cell, or only editable
 * ones while editing (as a spreadsheet does). Null past the first or last cell: the focus leaves the grid.
 */
export function tabMove(at: CellPosition, back: boolean, editableOnly: boolean, shape: GridShape): CellPosition | null {
  const width = shape.columns.length;
  const step = back ? -1 : 1;
  let index = at.row * width + shape.columns.indexOf(at.col) + step;
  for (; index >= 0 && index < shape.rowCount * width; index += step) {
    const col = shape.columns[index % width];
    if (!editableOnly || shape.editable.has(col)) return { row: Math.floor(index / width), col };
  }
  return null;
}
