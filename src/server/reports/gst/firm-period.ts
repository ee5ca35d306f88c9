// The filters of a GST file for a period (a return's portal JSON, the period's e-invoices or e-way bills):
// one firm, from and to dates, checked like a report's filters (400 naming the field; From not after To).
import { createAjv, SchemaValidator } from '../../../../engine/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

export type FirmPeriod = { FromDate: string; ToDate: string; FirmId: number };

const FIRM_PERIOD = {
  type: 'object',
  properties: {
    FromDate: { type: 'string', format: 'date', title: 'From date' },
    ToDate: { type: 'string', format: 'date', title: 'To date' },
    FirmId: { type: 'integer', title: 'Firm' },
  },
  required: ['FromDate', 'ToDate', 'FirmId'],
} as const;

/** The query parameters a firm's period takes (engine/server/query-parameters.ts). */
export const FIRM_PERIOD_PARAMETERS = Object.keys(FIRM_PERIOD.properties);

// Query strings arrive as text: the firm's id is coerced to a number.
const validator = new SchemaValidator(createAjv({ coerceTypes: true }), FIRM_PERIOD as any);

/** The firm and period a query string names, or a 400 naming what is wrong. */
export function firmPeriodOf(query: unknown): FirmPeriod {
  const checked = validator.check(query);
  if (!checked.ok) throw badRequest(checked.errors[0].message, checked.errors);
  const filters = checked.value as FirmPeriod;
  if (filters.FromDate > filters.ToDate) throw badRequest('From date must not be after To date', [{ path: '/FromDate', message: 'From date must not be after To date' }]);
  return filters;
}
