import { CellStyleModule, ClientSideRowModelModule, ColumnApiModule, LocaleModule, ModuleRegistry, RowStyleModule, themeQuartz } from 'ag-grid-community';

// AG Grid 33+ renders nothing until its modules are registered; do it once for the whole app. Only the
// features the lists use are registered (every community module would triple the grid's weight); a
// form's lines are the engine's own line grid (lines/LineGrid.tsx), which loads none of this.
// A grid option or API call whose module is missing makes AG Grid print "error #200" (or #272 for an API
// call) in the console naming it: add the module here.
//   rows given as an array, sorted by clicking a header (core); the rightAligned column type's classes:
//   CellStyle; rowStyle: RowStyle; localeText: Locale; getColumnState: ColumnApi.
const GRID_MODULES = [ClientSideRowModelModule, CellStyleModule, RowStyleModule, LocaleModule, ColumnApiModule];

let registered = false;
export function ensureGridModules(): void {
  if (registered) return;
  ModuleRegistry.registerModules(GRID_MODULES);
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
