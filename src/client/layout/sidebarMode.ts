// Sidebar style by window width (SPEC section 2): up to and including 768 px an overlay drawer,
// above 768 and below 1300 an icon rail ("mini"), from 1300 px the full labelled sidebar.

export type SidebarMode = 'overlay' | 'mini' | 'full';

export const OVERLAY_MAX_WIDTH = 768;
export const FULL_MIN_WIDTH = 1300;

export function sidebarModeFor(width: number): SidebarMode {
  if (width <= OVERLAY_MAX_WIDTH) return 'overlay';
  if (width < FULL_MIN_WIDTH) return 'mini';
  return 'full';
}

/** Whether the sidebar starts opened (showing labels) in a mode; the menu toggle flips it. */
export function startsExpanded(mode: SidebarMode): boolean {
  return mode === 'full';
}
