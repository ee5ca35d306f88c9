// The A4 sheet on a screen narrower than the sheet (a phone): drawn smaller as a whole, the way a PDF
// viewer shows the page, rather than reflowed or scrolled sideways. Only on screen: the scale is a CSS
// variable that the print rules never read, so paper is A4 at full size as before.
import { useLayoutEffect, useState } from 'react';

/** 210 mm at 96 CSS pixels to the inch. */
export const SHEET_WIDTH_PX = (210 / 25.4) * 96;
/** The grey around the sheet: on a desk at each side (the sheet's own margin), on a phone a sliver. */
const DESK_GAP_PX = 24;
const PHONE_GAP_PX = 6;

/** The sheet's scale on a screen `width` pixels wide: 1 where A4 fits with its margins, less on a phone. */
export function sheetScale(width: number): number {
  if (!(width > 0) || width >= SHEET_WIDTH_PX + 2 * DESK_GAP_PX) return 1;
  return Math.min(1, Math.max(0.1, Math.floor(((width - 2 * PHONE_GAP_PX) / SHEET_WIDTH_PX) * 1000) / 1000));
}

/** The scale for the window as it is now, following its changes (a phone turned, a window resized). */
export function useSheetScale(): number {
  const [scale, setScale] = useState(() => (typeof document === 'undefined' ? 1 : sheetScale(document.documentElement.clientWidth)));
  useLayoutEffect(() => {
    const fit = () => setScale(sheetScale(document.documentElement.clientWidth));
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return scale;
}
