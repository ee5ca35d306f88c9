import { AllCommunityModule, ModuleRegistry, themeQuartz } from 'ag-grid-community';

// AG Grid 33+ renders nothing until its modules are registered; do it once for the whole app.
let registered = false;
export function ensureGridModules(): void {
  if (registered) return;
  ModuleRegistry.registerModules([AllCommunityModule]);
  registered = true;
}

/** The grid's theme: Quartz in the page's own font (no web-font download), compact rows. */
export const gridTheme = themeQuartz.withParams({
  fontFamily: 'inherit',
  fontSize: 14,
  headerFontWeight: 600,
  spacing: 6,
  wrapperBorderRadius: 4,
});
