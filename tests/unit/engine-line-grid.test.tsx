// @vitest-environment jsdom
// The engine's line grid (engine/ui/lines): where the arrow keys and Tab go, and the edit cycle: typing on
// a cell opens its editor with that key, leaving keeps the value (through the column's setValue), Escape
// throws it away, Enter and Delete are handed to the owner, and a popup editor is drawn above the page.
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrowMove, tabMove, type GridShape } from '../../engine/ui/lines/cell-moves.ts';
import { LineGrid } from '../../engine/ui/lines/LineGrid.tsx';
import { GRID_POPUP_CLASS, type CellEditorProps, type GridColumn, type LineGridHandle } from '../../engine/ui/lines/line-grid-types.ts';

afterEach(cleanup);
// jsdom lays nothing out, so it has no scrolling into view.
Element.prototype.scrollIntoView ??= () => {};

const shape: GridShape = { columns: ['No', 'Name', 'Count', 'Total'], editable: new Set(['Name', 'Count']), rowCount: 2 };

describe('cell moves', () => {
  it('moves by the arrows and stops at the edges', () => {
    expect(arrowMove('ArrowDown', { row: 0, col: 'Name' }, shape)).toEqual({ row: 1, col: 'Name' });
    expect(arrowMove('ArrowDown', { row: 1, col: 'Name' }, shape)).toEqual({ row: 1, col: 'Name' });
    expect(arrowMove('ArrowLeft', { row: 0, col: 'No' }, shape)).toEqual({ row: 0, col: 'No' });
    expect(arrowMove('ArrowRight', { row: 0, col: 'Count' }, shape)).toEqual({ row: 0, col: 'Total' });
    expect(arrowMove('x', { row: 0, col: 'Name' }, shape)).toBeNull();
  });

  it('tabs through every cell, or through editable ones while editing, on to the next row and out at the end', () => {
    expect(tabMove({ row: 0, col: 'Count' }, false, false, shape)).toEqual({ row: 0, col: 'Total' });
    expect(tabMove({ row: 0, col: 'Count' }, false, true, shape)).toEqual({ row: 1, col: 'Name' });
    expect(tabMove({ row: 1, col: 'Name' }, true, true, shape)).toEqual({ row: 0, col: 'Count' });
    expect(tabMove({ row: 1, col: 'Total' }, false, false, shape)).toBeNull();
    expect(tabMove({ row: 0, col: 'Name' }, true, true, shape)).toBeNull();
  });
});

type Line = { key: string; Name: string; Count: number };

function TextEditor(props: CellEditorProps<Line>) {
  const [text, setText] = useState(props.startKey ?? String(props.value ?? ''));
  return (
    <input
      aria-label={props.column.title}
      autoFocus
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        props.onValueChange(event.target.value);
      }}
    />
  );
}

function setup(popup = false) {
  const lines: Line[] = [
    { key: 'a', Name: 'Pen', Count: 2 },
    { key: 'b', Name: 'Ink', Count: 5 },
  ];
  const columns: GridColumn<Line>[] = [
    { id: 'Name', title: 'Name', width: 120, flex: 1, editor: TextEditor, popupEditor: popup, value: (row) => row.Name, render: (row) => row.Name, setValue: (row, value) => (row.Name === value ? false : ((row.Name = String(value)), true)) },
    { id: 'Count', title: 'Count', width: 80, numeric: true, value: (row) => row.Count, render: (row) => String(row.Count), mark: (row) => (row.Count > 4 ? { tone: 'warning', text: 'Many' } : null) },
  ];
  const changed = vi.fn();
  const keys = vi.fn(() => true);
  let handle: LineGridHandle | null = null;
  render(
    <LineGrid<Line, unknown>
      ref={(value) => {
        handle = value;
      }}
      rows={lines}
      rowKey={(row) => row.key}
      columns={columns}
      context={null}
      rowHeight={40}
      visibleRows={{ least: 3, most: 12 }}
      onCellChanged={changed}
      onCellKey={keys}
      ariaLabel="Lines"
    />,
  );
  const cell = (row: number, col: string) => document.querySelector<HTMLElement>(`[data-row="${row}"] [data-col="${col}"]`)!;
  return { lines, changed, keys, cell, grid: () => handle! };
}

describe('the line grid', () => {
  it('draws a header, the rows and their marks', () => {
    const { cell } = setup();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Name', 'Count']);
    expect(cell(1, 'Name').textContent).toBe('Ink');
    expect(cell(1, 'Count').className).toContain('is-warning');
    expect(cell(1, 'Count').title).toBe('Many');
    expect(cell(0, 'Count').className).not.toContain('is-warning');
  });

  it('opens the editor with the key typed, keeps the value when the edit ends, and reports the change', () => {
    const { lines, changed, cell, grid } = setup();
    act(() => grid().focusCell(0, 'Name'));
    fireEvent.keyDown(cell(0, 'Name'), { key: 'B' });
    const input = screen.getByLabelText('Name') as HTMLInputElement;
    expect(input.value).toBe('B');
    fireEvent.change(input, { target: { value: 'Brush' } });
    act(() => grid().stopEditing());
    expect(lines[0].Name).toBe('Brush');
    expect(changed).toHaveBeenCalledWith(lines[0], 'Name');
    expect(cell(0, 'Name').textContent).toBe('Brush');
  });

  it('throws the edit away on Escape, and hands Enter and Delete to the owner', () => {
    const { lines, changed, keys, cell, grid } = setup();
    act(() => grid().startEditing(1, 'Name'));
    const input = screen.getByLabelText('Name');
    fireEvent.change(input, { target: { value: 'Chalk' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(lines[1].Name).toBe('Ink');
    expect(changed).not.toHaveBeenCalled();
    expect(grid().editingCell()).toBeNull();
    fireEvent.keyDown(cell(1, 'Name'), { key: 'Delete' });
    expect(keys).toHaveBeenCalledWith(expect.objectContaining({ key: 'Delete' }), { row: 1, col: 'Name' }, false);
  });

  it('gives an edit begun again on the same cell a fresh editor', () => {
    const { lines, grid } = setup();
    act(() => grid().startEditing(0, 'Name'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'typed by a scanner' } });
    act(() => {
      grid().stopEditing(true);
      grid().startEditing(0, 'Name');
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Pen');
    expect(lines[0].Name).toBe('Pen');
  });

  it('does not edit a cell without an editor; the arrows move the cursor', () => {
    const { cell, grid } = setup();
    act(() => grid().focusCell(0, 'Count'));
    fireEvent.keyDown(cell(0, 'Count'), { key: '7' });
    expect(grid().editingCell()).toBeNull();
    fireEvent.keyDown(cell(0, 'Count'), { key: 'ArrowDown' });
    expect(grid().focusedCell()).toEqual({ row: 1, col: 'Count' });
  });

  it('draws a popup editor above the page, outside the grid', () => {
    const { cell, grid } = setup(true);
    act(() => grid().startEditing(0, 'Name'));
    const input = screen.getByLabelText('Name');
    expect(input.closest(`.${GRID_POPUP_CLASS}`)).not.toBeNull();
    expect(screen.getByRole('grid').contains(input)).toBe(false);
    // The cell keeps showing its value under the popup.
    expect(cell(0, 'Name').textContent).toBe('Pen');
  });
});
