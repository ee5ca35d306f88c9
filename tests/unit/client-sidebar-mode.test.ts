// Sidebar style by window width (SPEC section 2).
import { describe, expect, it } from 'vitest';
import { sidebarModeFor, startsExpanded } from '../../src/client/layout/sidebarMode.ts';

describe('sidebar mode', () => {
  it.each([
    [320, 'overlay'],
    [375, 'overlay'],
    [768, 'overlay'],
    [769, 'mini'],
    [1000, 'mini'],
    [1299, 'mini'],
    [1300, 'full'],
    [1920, 'full'],
  ])('%i px is %s', (width, mode) => {
    expect(sidebarModeFor(width)).toBe(mode);
  });

  it('starts with labels shown only in full mode', () => {
    expect(startsExpanded('overlay')).toBe(false);
    expect(startsExpanded('mini')).toBe(false);
    expect(startsExpanded('full')).toBe(true);
  });
});
