import type { ElementType } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReportColumn } from '../../schema/report-schema.ts';
import { displayCell, isNumericColumn, totalsRow, type ReportRowData } from './cells.ts';

export type ReportGridProps = {
  columns: ReportColumn[];
  rows: ReportRowData[];
  totals: ReportRowData | null;
  /** The router's link component (gets `to`); a plain <a href> when none is given. */
  linkComponent?: ElementType;
};

/**
 * The report's rows as a plain table (it prints whole, page after page, with its header repeated):
 * figures right-aligned, headings, subtotals and totals bold, a column's `link` as a link to the
 * row's record. It scrolls sideways inside its own box when the columns do not fit (a phone).
 */
export function ReportGrid({ columns, rows, totals, linkComponent }: ReportGridProps) {
  const footer = totalsRow(columns, totals);
  return (
    <Box className="report-grid" sx={{ width: '100%', overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label="Report" sx={{ minWidth: Math.min(columns.length * 120, 1200) }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.field} align={isNumericColumn(column) ? 'right' : 'left'} sx={HEAD_SX}>
                {column.title}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                No records found for these filters
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={index} data-row-style={row.RowStyle ?? undefined} sx={rowSx(row)}>
                {columns.map((column) => (
                  <TableCell key={column.field} align={isNumericColumn(column) ? 'right' : 'left'} sx={wraps(column, row) ? TEXT_CELL_SX : CELL_SX}>
                    <CellContent column={column} row={row} linkComponent={linkComponent} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow data-row-style="total" sx={rowSx(footer)}>
              {columns.map((column) => (
                <TableCell key={column.field} align={isNumericColumn(column) ? 'right' : 'left'} sx={{ ...CELL_SX, color: 'text.primary', fontSize: 'inherit' }}>
                  {displayCell(column, footer[column.field])}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </Box>
  );
}

function CellContent({ column, row, linkComponent }: { column: ReportColumn; row: ReportRowData; linkComponent?: ElementType }) {
  const text = displayCell(column, row[column.field]);
  const to = column.link && text !== '' ? linkTarget(column.link, row) : null;
  if (!to) return <>{text}</>;
  return linkComponent ? (
    <Link component={linkComponent} to={to}>
      {text}
    </Link>
  ) : (
    <Link href={to}>{text}</Link>
  );
}

/**
 * Where a row's link goes: `/{route}/{id}` (salesform/12), or `/{route}?{param}={id}` for another
 * report filtered by it (ledgerreport?LedgerId=5); the route is the row's `routeField` value when the
 * rows are of several kinds. Null when the row has no id or no route.
 */
export function linkTarget(link: NonNullable<ReportColumn['link']>, row: ReportRowData): string | null {
  const id = row[link.idField];
  const route = link.routeField ? row[link.routeField] : link.route;
  if (id === undefined || id === null || id === '' || typeof route !== 'string' || route === '') return null;
  const path = `/${route.replace(/^\//, '')}`;
  const value = encodeURIComponent(String(id));
  return link.param ? `${path}?${encodeURIComponent(link.param)}=${value}` : `${path}/${value}`;
}

const HEAD_SX: SxProps<Theme> = { fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'action.hover' };
const CELL_SX: SxProps<Theme> = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
/**
 * Text may wrap within a bounded width: one long label ("On account (advances, credit notes, ...)")
 * kept on one line made its column as wide as a phone and pushed every figure out of sight.
 * Figures, dates and one-word codes never wrap.
 */
const TEXT_CELL_SX: SxProps<Theme> = { whiteSpace: 'normal', minWidth: 110, maxWidth: 280 };
// Only text of several words: a code such as SGS/26-27/3 would otherwise break at its hyphen.
const wraps = (column: ReportColumn, row: ReportRowData) =>
  !isNumericColumn(column) && column.type !== 'date' && /\s/.test(displayCell(column, row[column.field]));

function rowSx(row: ReportRowData): SxProps<Theme> {
  switch (row.RowStyle) {
    case 'heading':
      return { '& td': { fontWeight: 700, bgcolor: 'action.selected' } };
    case 'subtotal':
      return { '& td': { fontWeight: 700, borderTop: 1, borderColor: 'divider' } };
    case 'total':
      return { '& td': { fontWeight: 700, borderTop: 2, borderColor: 'text.primary', bgcolor: 'action.hover' } };
    default:
      return {};
  }
}
