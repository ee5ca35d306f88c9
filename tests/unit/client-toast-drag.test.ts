// Toasts are dismissed when dragged past 80 percent of their width (SPEC section 9).
import { describe, expect, it } from 'vitest';
import { dragOpacity, isDraggedAway } from '../../src/client/notify/dragDismiss.ts';

describe('toast drag-to-dismiss', () => {
  it('dismisses at 80 % of the width, either direction, and springs back below it', () => {
    expect(isDraggedAway(320, 400)).toBe(true);
    expect(isDraggedAway(-320, 400)).toBe(true);
    expect(isDraggedAway(319, 400)).toBe(false);
    expect(isDraggedAway(0, 400)).toBe(false);
    expect(isDraggedAway(50, 0)).toBe(false);
  });

  it('fades as it travels but never vanishes while held', () => {
    expect(dragOpacity(0, 400)).toBe(1);
    expect(dragOpacity(200, 400)).toBe(0.5);
    expect(dragOpacity(1000, 400)).toBe(0.2);
  });
});
