import { memo, useEffect, useState, type CSSProperties, type ElementType } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReportColumn } from '../../schema/report-schema.ts';
import { displayCell, isNumericColumn, totalsRow, type ReportRowData } from './cells.ts';
import { NO_PRINT_CLASS } from './print.ts';

/**
 * Rows drawn at first, and added by each 'Show more': Chromium took 10 s to lay out a result of
 * 23,000 rows and 17 s for one of 45,000, the page frozen meanwhile. The totals come from the
 * server, and the files and a print carry every row.
 */
export const ROWS_PER_STEP = 1000;

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
 * Cells are bare elements styled by one rule set on the box: a styled component per cell made a
 * 5,000-row report take seconds to appear.
 */
export const ReportGrid = memo(function ReportGrid({ columns, rows, totals, linkComponent }: ReportGridProps) {
  const footer = totalsRow(columns, totals);
  const align = columns.map((column) => (isNumericColumn(column) ? 'num' : undefined));
  const [shown, setShown] = useState({ rows, limit: ROWS_PER_STEP });
  // A new result starts again at the first step.
  if (shown.rows !== rows) setShown({ rows, limit: ROWS_PER_STEP });
  const limit = shown.rows === rows ? shown.limit : ROWS_PER_STEP;
  useEffect(() => {
    // Printing prints every row: drawn at once, before the browser lays out the pages.
    const showAll = () => flushSync(() => setShown({ rows, limit: rows.length }));
    window.addEventListener('beforeprint', showAll);
    return () => window.removeEventListener('beforeprint', showAll);
  }, [rows]);
  const visible = limit >= rows.length ? rows : rows.slice(0, limit);
  return (
    <>
      <Box className="report-grid" sx={GRID_SX}>
        <table aria-label="Report" style={{ minWidth: Math.min(columns.length * 120, 1200) }}>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column.field} scope="col" className={align[index]}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="empty">
                  No records found for these filters
                </td>
              </tr>
            ) : (
              visible.map((row, index) => (
                <tr key={index} className={row.RowStyle ?? undefined} data-row-style={row.RowStyle ?? undefined}>
                  {columns.map((column, at) => (
                    <td key={column.field} className={wraps(column, row) ? 'wrap' : align[at]} style={at === 0 ? indentOf(row) : undefined}>
                      <CellContent column={column} row={row} linkComponent={linkComponent} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {footer && (
            <tfoot>
              <tr className="total" data-row-style="total">
                {columns.map((column, index) => (
                  <td key={column.field} className={align[index]}>
                    {displayCell(column, footer[column.field])}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </Box>
      {visible.length < rows.length && (
        <Box className={NO_PRINT_CLASS} role="status" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            Showing the first {visible.length.toLocaleString('en-IN')} of {rows.length.toLocaleString('en-IN')} rows; the totals, the files and a
            print cover them all.
          </Typography>
          <Button size="small" variant="outlined" onClick={() => setShown({ rows, limit: limit + ROWS_PER_STEP })}>
            Show {Math.min(ROWS_PER_STEP, rows.length - visible.length).toLocaleString('en-IN')} more
          </Button>
          <Button size="small" onClick={() => setShown({ rows, limit: rows.length })}>
            Show all
          </Button>
        </Box>
      )}
    </>
  );
});

/** A row's `Level` (nested under the heading above it, any depth) indents its first cell. */
function indentOf(row: ReportRowData): CSSProperties | undefined {
  const level = typeof row.Level === 'number' ? row.Level : 0;
  return level > 0 ? { paddingLeft: `${0.5 + level * 1.25}rem` } : undefined;
}

function CellContent({ column, row, linkComponent: LinkTo }: { column: ReportColumn; row: ReportRowData; linkComponent?: ElementType }) {
  const text = displayCell(column, row[column.field]);
  const to = column.link && text !== '' ? linkTarget(column.link, row) : null;
  if (!to) return <>{text}</>;
  return LinkTo ? <LinkTo to={to}>{text}</LinkTo> : <a href={to}>{text}</a>;
}

/**
 * Where a row's link goes: `/{route}/{id}` (vehicleform/12), or `/{route}?{param}={id}` for another
 * report filtered by it (tripsreport?VehicleId=5); the route is the row's `routeField` value when the
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

const GRID_SX: SxProps<Theme> = (theme) => ({
  width: '100%',
  overflowX: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: theme.typography.body2.fontSize, fontVariantNumeric: 'tabular-nums' },
  '& th, & td': { padding: '6px 16px', textAlign: 'left', whiteSpace: 'nowrap', borderBottom: `1px solid ${theme.palette.divider}` },
  '& th': { fontWeight: 700, backgroundColor: theme.palette.action.hover },
  '& .num': { textAlign: 'right' },
  // Text of several words may wrap within a bounded width: one long label of forty-odd characters on one
  // line made its column as wide as a phone and pushed every figure out of sight.
  '& td.wrap': { whiteSpace: 'normal', minWidth: 110, maxWidth: 280 },
  '& td.empty': { padding: '32px 16px', textAlign: 'center', color: theme.palette.text.secondary },
  '& a': { color: theme.palette.primary.main },
  '& tr.heading td': { fontWeight: 700, backgroundColor: theme.palette.action.selected },
  '& tr.subtotal td': { fontWeight: 700, borderTop: `1px solid ${theme.palette.divider}` },
  '& tr.total td': { fontWeight: 700, borderTop: `2px solid ${theme.palette.text.primary}`, backgroundColor: theme.palette.action.hover },
  '& tfoot tr.total td': { fontSize: '1rem' },
});

// Only text of several words wraps: figures, dates and codes such as SGS/26-27/3 (which would break at
// the hyphen) stay on one line.
const wraps = (column: ReportColumn, row: ReportRowData) =>
  !isNumericColumn(column) && column.type !== 'date' && /\s/.test(displayCell(column, row[column.field]));
