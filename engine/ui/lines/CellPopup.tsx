// An editor drawn over its cell but above the page, so it may be wider than the cell and list choices
// below a short grid (the grid's rows scroll and would clip it). React events still bubble to the grid.
import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { GRID_POPUP_CLASS } from './line-grid-types.ts';

/** Where the popup goes: over the cell, kept on the screen (a phone's cell may sit near its right edge). */
function placeOver(cell: HTMLElement | null): { left: number; top: number } {
  if (!cell) return { left: 0, top: 0 };
  const box = cell.getBoundingClientRect();
  const left = Math.max(0, Math.min(box.left, document.documentElement.clientWidth - 300));
  return { left: left + window.scrollX, top: box.top + window.scrollY };
}

export function CellPopup({ anchor, children }: { anchor: RefObject<HTMLElement | null>; children: ReactNode }) {
  // A cell drawn in the same pass (a line just added) is not on the page yet: it is placed once it is,
  // scrolled into view first, before the browser paints.
  const [place, setPlace] = useState(() => placeOver(anchor.current));
  useLayoutEffect(() => {
    anchor.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const follow = () => setPlace(placeOver(anchor.current));
    follow();
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [anchor]);
  return createPortal(
    <div className={GRID_POPUP_CLASS} style={{ position: 'absolute', left: place.left, top: place.top, zIndex: 1300 }}>
      {children}
    </div>,
    document.body,
  );
}
