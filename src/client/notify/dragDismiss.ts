// Drag-to-dismiss rule for toasts (SPEC section 9: "drag-to-dismiss at 80 percent").

export const DISMISS_FRACTION = 0.8;

/** A toast dragged sideways by at least 80 % of its own width is dismissed; less springs back. */
export function isDraggedAway(offsetPx: number, widthPx: number): boolean {
  if (widthPx <= 0) return false;
  return Math.abs(offsetPx) >= widthPx * DISMISS_FRACTION;
}

/** Fades the toast as it travels, so the user sees it is about to go. */
export function dragOpacity(offsetPx: number, widthPx: number): number {
  if (widthPx <= 0) return 1;
  return Math.max(0.2, 1 - Math.abs(offsetPx) / widthPx);
}
