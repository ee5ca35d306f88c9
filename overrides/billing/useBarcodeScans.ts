// Barcode scanning into the billing lines. A scan is a code typed at scanner speed and ended by Enter
// (scanBuffer.ts) that is an item's, or looks like a barcode (8 or more digits), whichever cell the cursor
// was in: what the keys typed into that cell is dropped (a quantity never takes a barcode), and the item
// whose barcode or item code is exactly the code is added, as a new line or as one more on the line
// already holding it. The cursor then waits in the item cell of an empty last line for the next scan.
// Keys are watched on the document (capture phase, before the cell editors and the grid see them), since
// the item editor is drawn above the page, outside the grid's element.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { GRID_POPUP_CLASS, type LineGridHandle } from '../../engine/ui/lines/line-grid-types.ts';
import { isBlankLine, type LineRow, type Row } from './BillingLinesRules.ts';
import { ScanBuffer } from './scanBuffer.ts';

/** The item whose barcode or item code is exactly the code (null for none): at once, or from the server. */
export type FindItemByCode = (code: string) => Row | null | Promise<Row | null>;

export type ScanGrid = {
  wrapper: RefObject<HTMLDivElement | null>;
  grid: RefObject<LineGridHandle | null>;
  lines: () => LineRow[];
  findCode: FindItemByCode;
  pickItem: (row: LineRow, item: Row) => void;
  onLineChange: (row: LineRow, field: string) => void;
  /** Adds an empty line at the end with the cursor in its item cell. */
  addLine: () => void;
  /** Puts the cursor in a line's item cell, editing it. */
  editItem: (rowIndex: number) => void;
  /** The item cell's column id. */
  itemColumn: string;
  readOnly: boolean;
};

/** What the last scan did, for the line under the grid. */
export type ScanNotice = { ok: boolean; text: string } | null;

/** Digits as many as the shortest barcode (EAN-8) or more: typed at scanner speed, a scan even when no item has it. */
const looksLikeBarcode = (code: string) => /^\d{8,}$/.test(code);

export function useBarcodeScans(grid: ScanGrid): ScanNotice {
  const latest = useRef(grid);
  latest.current = grid;
  const [notice, setNotice] = useState<ScanNotice>(null);

  useEffect(() => {
    if (grid.readOnly) return;
    const buffer = new ScanBuffer();
    let inside = false; // the focus was last in the grid (it falls to the page body while a cell redraws)
    let busy = 0; // scans being looked up on the server: keys wait for them
    let queue: Promise<void> = Promise.resolve();

    const within = (target: EventTarget | null) =>
      target instanceof Node &&
      (latest.current.wrapper.current?.contains(target) === true || (target instanceof Element && target.closest(`.${GRID_POPUP_CLASS}`) !== null));

    const apply = (code: string, item: Row | null) => {
      const g = latest.current;
      const api = g.grid.current;
      if (!api) return;
      if (!item) setNotice({ ok: false, text: `No item has the barcode or code “${code}”` });
      else {
        const lines = g.lines();
        const holding = [...lines].reverse().find((line) => !isBlankLine(line) && Number(line.ItemId) === Number(item.Id));
        let row = holding;
        if (row) {
          row.Qty = (typeof row.Qty === 'number' ? row.Qty : 0) + 1;
          g.onLineChange(row, 'Qty');
        } else {
          if (lines.length === 0 || !isBlankLine(lines[lines.length - 1])) g.addLine();
          row = g.lines()[g.lines().length - 1];
          g.pickItem(row, item);
          g.onLineChange(row, 'ItemName');
        }
        api.refresh();
        setNotice({ ok: true, text: `${String(item.ItemName)} × ${String(row.Qty)}` });
      }
      // Ready for the next scan: the item cell of an empty last line.
      const after = g.lines();
      if (after.length === 0 || !isBlankLine(after[after.length - 1])) {
        g.addLine();
        return;
      }
      latest.current.editItem(after.length - 1);
    };

    const editingColumn = () => latest.current.grid.current?.editingCell()?.col ?? null;

    const swallow = (event: KeyboardEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };

    const onFocusIn = (event: FocusEvent) => {
      inside = within(event.target);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target;
      const onPage = target === null || target === document.body || target === document.documentElement;
      if (!within(target) && !(inside && onPage)) return;
      const time = event.timeStamp;
      if (event.key.length === 1) {
        buffer.key(event.key, time);
        if (busy > 0) swallow(event);
        return;
      }
      if (event.key !== 'Enter') return;
      const code = event.shiftKey ? null : buffer.enter(time);
      if (code === null) {
        if (busy > 0) swallow(event);
        return;
      }
      const found = busy === 0 ? latest.current.findCode(code) : null;
      // A code fast typed that is no item's and no barcode (a quantity or rate, a name typed quickly) is the cell's own.
      if (busy === 0 && found === null && !looksLikeBarcode(code)) return;
      // Not known yet (the server is asked) and no barcode, typed in the item cell: the item picker searches
      // names and codes itself and Enter takes its match, so a fast typist's "gel" + Enter is not eaten.
      if (busy === 0 && found instanceof Promise && !looksLikeBarcode(code) && editingColumn() === latest.current.itemColumn) return;
      swallow(event);
      // What the scanner typed into the cell is dropped: the cell keeps its value.
      latest.current.grid.current?.stopEditing(true);
      if (busy === 0 && !(found instanceof Promise)) {
        apply(code, found);
        return;
      }
      busy++;
      queue = queue
        .then(async () => apply(code, await (found instanceof Promise ? found : latest.current.findCode(code))))
        .catch(() => setNotice({ ok: false, text: `Could not look up “${code}”` }))
        .finally(() => {
          busy--;
        });
    };

    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [grid.readOnly]);

  return notice;
}

/** Exact barcode or item code among items held in the browser (inactive items are left out). */
export function heldItemByCode(items: Iterable<Row>, code: string): Row | null {
  for (const item of items) {
    if (item.Status === false) continue;
    if (item.Barcode === code || item.ItemCode === code) return item;
  }
  return null;
}

/** Without a lookup of its own, the grid takes the item search's exact barcode or code match. */
export function searchedByCode(search: (typed: string) => Row[] | Promise<Row[]>): FindItemByCode {
  return (code) => {
    const found = search(code);
    return Array.isArray(found) ? heldItemByCode(found, code) : found.then((rows) => heldItemByCode(rows, code));
  };
}
