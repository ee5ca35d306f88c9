import {
  CellStyleModule,
  ClientSideRowModelApiModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CustomEditorModule,
  LocaleModule,
  ModuleRegistry,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
  themeQuartz,
  TooltipModule,
} from 'ag-grid-community';

// AG Grid 33+ renders nothing until its modules are registered; do it once for the whole app. Only the
// features the app's grids use are registered (every community module would triple the grid's weight).
// A grid option or API call whose module is missing makes AG Grid print "error #200" (or #272 for an API
// call) in the console naming it: add the module here.
//   rows given as an array, sorted by clicking a header (core); cellClass and cellClassRules: CellStyle;
//   rowStyle: RowStyle; localeText: Locale; tooltipValueGetter: Tooltip; React cell editors: CustomEditor;
//   applyTransaction: ClientSideRowModelApi; getRowNode: RowApi; refreshCells: RenderApi;
//   ensureIndexVisible and ensureColumnVisible: ScrollApi; getColumnState: ColumnApi.
const GRID_MODULES = [
  ClientSideRowModelModule,
  ClientSideRowModelApiModule,
  CellStyleModule,
  RowStyleModule,
  LocaleModule,
  TooltipModule,
  CustomEditorModule,
  RowApiModule,
  RenderApiModule,
  ScrollApiModule,
  ColumnApiModule,
];

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
