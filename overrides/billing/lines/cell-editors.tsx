// The billing lines' number, text and date editors: a box filling the cell; Enter keeps what was typed
// and moves on by the lines' rules, Shift+Enter goes back. A number box refuses a keystroke that makes
// no number, has too many decimals or passes the line schema's maximum (a barcode never fits a quantity).
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { CellEditorProps } from '../../../engine/ui/lines/line-grid-types.ts';
import { DateInput } from '../../../engine/ui/fields/DateInput.tsx';
import { parseCellNumber, type LineRow } from '../BillingLinesRules.ts';
import type { LinesContext } from './lines-context.ts';

export type LineEditorProps = CellEditorProps<LineRow, LinesContext>;

/** Enter in an editor: keep what was typed and move on. The value already reached the grid (onValueChange is synchronous), so the next key a fast typist or a scanner sends lands in the next cell. */
export function onEnter(event: KeyboardEvent, props: LineEditorProps) {
  event.preventDefault();
  props.context.advance(props.rowIndex, props.column.id, event.shiftKey);
}

/** Native keydown on the editor's input: it runs before the grid's handlers further up. */
export function useEditorKeys(input: RefObject<HTMLInputElement | null>, handler: (event: KeyboardEvent) => void) {
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

/** The editor takes the cursor as it is drawn, so the next key typed lands in it: the text selected, or the caret at its end after a typed first key. */
/** Enter in the box keeps what was typed and moves on. */
function useEnterMovesOn(input: RefObject<HTMLInputElement | null>, props: LineEditorProps) {
  useEditorKeys(input, (event) => {
    if (event.key === 'Enter') onEnter(event, props);
  });
}

export function useFocusOnStart(input: RefObject<HTMLInputElement | null>, selectAll: boolean) {
  useLayoutEffect(() => {
    const element = input.current;
    if (!element) return;
    // Not scrolled to by the focus: the grid brings the cell into view (a popup is placed after this runs).
    element.focus({ preventScroll: true });
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

export const EDITOR_INPUT_STYLE: CSSProperties = {
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

export function NumberCellEditor(props: LineEditorProps) {
  const scale = typeof props.params.scale === 'number' ? props.params.scale : 2;
  const max = typeof props.params.max === 'number' ? props.params.max : undefined;
  const input = useRef<HTMLInputElement | null>(null);
  const startKey = props.startKey;
  const startedTyping = startKey !== null && parseCellNumber(startKey, scale, max) !== undefined;
  const [text, setText] = useState(() => (startedTyping ? (startKey ?? '') : typeof props.value === 'number' ? String(props.value) : ''));

  useEffect(() => {
    if (startedTyping) {
      const value = parseCellNumber(startKey, scale, max);
      props.onValueChange(value ?? null);
      props.context.draft(props.row, props.column.id, value);
    }
    // Only when the edit starts.
  }, []);
  useFocusOnStart(input, !startedTyping);
  useEnterMovesOn(input, props);

  return (
    <input
      ref={input}
      aria-label={props.column.title}
      inputMode="decimal"
      style={{ ...EDITOR_INPUT_STYLE, textAlign: 'right' }}
      value={text}
      onChange={(event) => {
        const value = parseCellNumber(event.target.value, scale, max);
        if (value === undefined) return; // refuse the keystroke
        setText(event.target.value);
        props.onValueChange(value);
        props.context.draft(props.row, props.column.id, value ?? 0);
      }}
    />
  );
}

export function TextCellEditor(props: LineEditorProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const startKey = props.startKey;
  const [text, setText] = useState(() => startKey ?? (typeof props.value === 'string' ? props.value : ''));
  useEffect(() => {
    if (startKey !== null) props.onValueChange(startKey);
  }, []);
  useFocusOnStart(input, startKey === null);
  useEnterMovesOn(input, props);
  return (
    <input
      ref={input}
      aria-label={props.column.title}
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
export function DateCellEditor(props: LineEditorProps) {
  const input = useRef<HTMLInputElement | null>(null);
  useFocusOnStart(input, false);
  return (
    <DateInput
      id={`line-${props.rowIndex}-${props.column.id}`}
      size="small"
      fullWidth
      ariaLabel={props.column.title}
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
