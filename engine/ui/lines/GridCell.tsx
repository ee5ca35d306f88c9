// One cell of the line grid: what the row holds, or its column's editor while it is being edited (in the
// cell, or over it above the page for an editor wider than the cell).
import { useId, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { CellPopup } from './CellPopup.tsx';
import type { GridColumn } from './line-grid-types.ts';

export type GridCellProps<R, C> = {
  row: R;
  rowIndex: number;
  column: GridColumn<R, C>;
  className: string;
  style: CSSProperties | undefined;
  /** The cell Tab reaches the grid at (the cursor's cell). */
  tabbable: boolean;
  /** Being edited: the key that started the edit (null for none) and the edit's number; undefined when not. */
  editing: { startKey: string | null; seq: number } | undefined;
  context: C;
  onValueChange: (value: unknown) => void;
  onFocused: () => void;
  onClicked: () => void;
};

export function GridCell<R, C>(props: GridCellProps<R, C>) {
  const { row, rowIndex, column, editing } = props;
  const element = useRef<HTMLDivElement | null>(null);
  const id = useId();
  const mark = column.mark?.(row) ?? null;
  const Editor = column.editor;
  const editor =
    Editor && editing !== undefined ? (
      <Editor
        key={editing.seq}
        row={row}
        rowIndex={rowIndex}
        column={{ id: column.id, title: column.title }}
        value={column.value(row)}
        startKey={editing.startKey}
        onValueChange={props.onValueChange}
        context={props.context}
        params={column.editorParams ?? {}}
      />
    ) : null;
  const inCell = editor !== null && !column.popupEditor;
  // An editor in the cell is brought into view with it (a popup editor brings its cell itself).
  useLayoutEffect(() => {
    if (inCell) element.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [inCell]);
  const classes = [props.className, mark ? `is-${mark.tone}` : '', inCell ? 'is-editing' : ''].filter(Boolean).join(' ');
  return (
    <div
      ref={element}
      id={id}
      role="gridcell"
      data-col={column.id}
      tabIndex={props.tabbable ? 0 : -1}
      title={mark?.text}
      className={classes}
      style={props.style}
      onFocus={(event) => {
        if (event.target === element.current) props.onFocused();
      }}
      onClick={(event) => {
        // A click inside an editor drawn above the page bubbles here through React: it is the editor's.
        if (editing === undefined && element.current?.contains(event.target as Node)) props.onClicked();
      }}
    >
      {inCell ? editor : column.render(row, rowIndex)}
      {editor !== null && column.popupEditor && <CellPopup cellId={id}>{editor}</CellPopup>}
    </div>
  );
}
