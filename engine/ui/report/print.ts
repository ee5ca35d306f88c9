/** Give this class to the app's own chrome (bars, menus) so a printed report shows only itself. */
export const NO_PRINT_CLASS = 'no-print';
