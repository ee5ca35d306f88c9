// An editor drawn over its cell but above the page, so it may be wider than the cell and list choices
// below a short grid (the grid's rows scroll and would clip it). React events still bubble to the grid.
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { GRID_POPUP_CLASS } from './line-grid-types.ts';

/** Where the popup goes: over the cell, kept on the screen (a phone's cell may sit near its right edge). */
function placeOver(cell: HTMLElement | null): { left: number; top: number } {
  if (!cell) return { left: 0, top: 0 };
  const box = cell.getBoundingClientRect();
  const left = Math.max(0, Math.min(box.left, document.documentElement.clientWidth - 300));
  return { left: left + window.scrollX, top: box.top + window.scrollY };
}

/**
 * `cellId`: the id of the cell it is drawn over. The cell is found by its id, not a ref: a cell drawn in
 * the same pass as its editor (a line just added) is on the page when this is placed, but its ref is set
 * only after. Placed before the browser paints, with the cell brought into view first.
 */
export function CellPopup({ cellId, children }: { cellId: string; children: ReactNode }) {
  const [place, setPlace] = useState({ left: 0, top: 0 });
  useLayoutEffect(() => {
    const cell = () => document.getElementById(cellId);
    cell()?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const follow = () => setPlace(placeOver(cell()));
    follow();
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [cellId]);
  return createPortal(
    <div className={GRID_POPUP_CLASS} style={{ position: 'absolute', left: place.left, top: place.top, zIndex: 1300 }}>
      {children}
    </div>,
    document.body,
  );
}
