// The financial years a firm has closed: one row per firm and year, kept tenant-first like every table.
// A row exists while the year is closed; reopening deletes it (the close and the reopening are both in the
// edit log, with who, when and why). The valuation method the year was closed with is kept with it, so a
// later change of the firm's method never restates a closed year (AS 2 para 16: the cost formula is used
// consistently; a change applies from the period it is made in).
import type { TableSpec } from '../../../engine/schema/index.ts';

export const yearCloseTable: TableSpec = {
  name: 'year_close',
  tenantScoped: true,
  autoKey: null,
  primaryKey: ['firm_id', 'year_start'],
  columns: [
    { name: 'firm_id', type: 'integer', notNull: true },
    /** The year's first and last days: 1 April and 31 March. */
    { name: 'year_start', type: 'date', notNull: true },
    { name: 'year_end', type: 'date', notNull: true },
    /** The firm's StockValuation when the year was closed: the year is valued by it from then on. */
    { name: 'stock_valuation', type: 'text', notNull: true },
    { name: 'closed_at', type: 'timestamp', notNull: true },
    { name: 'closed_by', type: 'text', notNull: true },
  ],
  unique: [],
  indexes: [],
};
