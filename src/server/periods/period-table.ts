// The owner's marks on a firm's periods, one table for both kinds, so that a save reads them in one
// statement (firm-marks.ts): the lock date (kind 'lock', from the beginning of time up to the date, one
// row a firm) and each GST return filed (kind 'GSTR-1' or 'GSTR-3B', a month or a QRMP quarter, with the
// date it was filed). Kept here, not as firm columns, so no firm master PUT can move them: only the
// owner's routes (routes.ts) write this table, and each write is in the edit log.
import type { TableSpec } from '../../../engine/schema/index.ts';

export const periodMarkTable: TableSpec = {
  name: 'period_mark',
  tenantScoped: true,
  autoKey: 'id',
  columns: [
    { name: 'firm_id', type: 'integer', notNull: true },
    /** 'lock', 'GSTR-1' or 'GSTR-3B'. */
    { name: 'kind', type: 'text', notNull: true },
    /** The first day the mark covers (a lock: 0001-01-01) and the last (a lock: its date, inclusive). */
    { name: 'period_from', type: 'date', notNull: true },
    { name: 'period_to', type: 'date', notNull: true },
    /** The date a return was filed on the portal (empty for a lock). */
    { name: 'filed_on', type: 'date' },
    { name: 'marked_by', type: 'text', notNull: true },
    { name: 'marked_at', type: 'timestamp', notNull: true },
  ],
  unique: [['firm_id', 'kind', 'period_from']],
  indexes: [],
};

/** The first day a lock covers: every day up to its date. */
export const BEGINNING = '0001-01-01';

export const RETURNS = ['GSTR-1', 'GSTR-3B'] as const;
export type GstReturn = (typeof RETURNS)[number];
