// The report filter form read from a report schema, and the filters a page address carries (the
// dashboard links to /salesreport?FromDate=...&ToDate=..., the ledger list to /ledgerreport?LedgerId=5).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ReportSchema } from '../../engine/schema/report-schema.ts';
import { addressWithFilters, filterFields, filtersFromQuery, initialFilters, missingRequired, withPeriod } from '../../engine/ui/report/filters.ts';

const quotations = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/reports/quotationreport.json'), 'utf8'),
) as ReportSchema;

/** A made-up register with a required record, an enum with labels and a default, and a number. */
const statement: ReportSchema = {
  title: 'Account Statement',
  type: 'object',
  properties: {
    AccountId: { type: 'integer', title: 'Account' },
    Section: { type: 'string', title: 'Section', enum: ['B2B', 'B2CL'], default: 'B2B', 'x-ui': { enumNames: ['To businesses', 'Large to consumers'] } },
    ToDate: { type: 'string', format: 'date', title: 'To date' },
    FromDate: { type: 'string', format: 'date', title: 'From date' },
    MinAmount: { type: 'number', title: 'At least' },
    Detailed: { type: 'boolean', title: 'Detailed' },
    Note: { type: 'string', title: 'Note' },
  },
  required: ['FromDate', 'ToDate', 'AccountId'],
  'x-report': { name: 'statement', kind: 'statement', query: 'q', period: 'short', links: { AccountId: 'account' }, columns: [{ field: 'A', title: 'A' }] },
};

const TODAY = '2026-11-22';

describe('filterFields', () => {
  it('draws each filter by its kind, dates first', () => {
    expect(filterFields(statement)).toEqual([
      { name: 'FromDate', title: 'From date', kind: 'date', required: true },
      { name: 'ToDate', title: 'To date', kind: 'date', required: true },
      { name: 'AccountId', title: 'Account', kind: 'link', required: true, target: 'account', integer: true },
      { name: 'Section', title: 'Section', kind: 'enum', required: false, choices: [{ value: 'B2B', label: 'To businesses' }, { value: 'B2CL', label: 'Large to consumers' }] },
      { name: 'MinAmount', title: 'At least', kind: 'number', required: false, integer: false },
      { name: 'Detailed', title: 'Detailed', kind: 'boolean', required: false },
      { name: 'Note', title: 'Note', kind: 'text', required: false },
    ]);
    expect(filterFields(quotations).map((field) => [field.name, field.kind, field.target])).toEqual([
      ['FromDate', 'date', undefined],
      ['ToDate', 'date', undefined],
      ['FirmId', 'link', 'firm'],
      ['PartyId', 'link', 'party'],
    ]);
  });
});

describe('filters from the address', () => {
  const fields = filterFields(statement);

  it('keeps the report\'s own filters with values they can take, and drops the rest', () => {
    const query = new URLSearchParams('FromDate=2026-11-01&ToDate=2026-02-30&AccountId=5&Section=B2C&MinAmount=12.5&Detailed=yes&Note=%20cash%20&auth=secret&Other=1');
    expect(filtersFromQuery(fields, query)).toEqual({ FromDate: '2026-11-01', AccountId: '5', MinAmount: '12.5', Note: 'cash' });
    expect(filtersFromQuery(fields, new URLSearchParams('AccountId=5.5&Section=B2CL&Detailed=true'))).toEqual({ Section: 'B2CL', Detailed: 'true' });
  });

  it('puts a run\'s filters into the address in place, dropping emptied ones and keeping the rest', () => {
    const current = new URLSearchParams('FromDate=2026-11-01&ToDate=2026-11-22&Note=old&from=dashboard');
    expect(addressWithFilters(current, fields, { FromDate: '2026-10-01', ToDate: '2026-11-22', AccountId: '5', Note: '' }).toString()).toBe(
      'FromDate=2026-10-01&ToDate=2026-11-22&from=dashboard&AccountId=5',
    );
    expect(current.get('Note')).toBe('old'); // the address given is not changed
  });

  it('names the required filters still empty', () => {
    expect(missingRequired(fields, { FromDate: '2026-11-01', ToDate: '' }).map((field) => field.name)).toEqual(['ToDate', 'AccountId']);
  });
});

describe('initialFilters', () => {
  it('opens on the default period with the schema defaults, and waits for Generate', () => {
    expect(initialFilters(quotations, new URLSearchParams(), TODAY)).toEqual({
      values: { FromDate: '2026-11-01', ToDate: '2026-11-30' },
      period: 'Current month',
      generateNow: false,
    });
    expect(initialFilters(statement, new URLSearchParams(), TODAY)).toEqual({
      values: { Section: 'B2B', FromDate: TODAY, ToDate: TODAY },
      period: 'Todays',
      generateNow: false,
    });
  });

  it('takes a dashboard link\'s dates, shows their period, and generates at once', () => {
    expect(initialFilters(quotations, new URLSearchParams('FromDate=2026-11-01&ToDate=2026-11-22'), TODAY)).toEqual({
      values: { FromDate: '2026-11-01', ToDate: '2026-11-22' },
      period: 'Custom',
      generateNow: true,
    });
    expect(initialFilters(quotations, new URLSearchParams('FromDate=2026-05-22&ToDate=2026-11-22&PartyId=3'), TODAY)).toMatchObject({
      period: 'Last 6 months',
      values: { PartyId: '3' },
      generateNow: true,
    });
  });

  it('fills a link with only the record, generating only once every required filter is in the address', () => {
    expect(initialFilters(statement, new URLSearchParams('AccountId=5'), TODAY)).toEqual({
      values: { Section: 'B2B', FromDate: TODAY, ToDate: TODAY, AccountId: '5' },
      period: 'Todays',
      generateNow: false,
    });
    expect(initialFilters(statement, new URLSearchParams(`AccountId=5&FromDate=${TODAY}&ToDate=${TODAY}`), TODAY).generateNow).toBe(true);
    // A report with no required filters does not run just because it was opened.
    const open: ReportSchema = { ...statement, required: [], 'x-report': { ...statement['x-report'], period: 'none' }, properties: { Note: { type: 'string' } } };
    expect(initialFilters(open, new URLSearchParams(), TODAY)).toEqual({ values: {}, period: null, generateNow: false });
    expect(initialFilters(open, new URLSearchParams('Note=a'), TODAY).generateNow).toBe(true);
  });
});

describe('a report without a period', () => {
  it('starts a required date (a balance as on) at today, and leaves an optional one empty', () => {
    const asOn: ReportSchema = {
      title: 'Balances',
      type: 'object',
      properties: { ToDate: { type: 'string', format: 'date', title: 'As on' }, Since: { type: 'string', format: 'date' } },
      required: ['ToDate'],
      'x-report': { name: 'balances', kind: 'balances', query: 'q', period: 'none', columns: [{ field: 'A', title: 'A' }] },
    };
    expect(initialFilters(asOn, new URLSearchParams(), TODAY)).toEqual({ values: { ToDate: TODAY }, period: null, generateNow: false });
    expect(initialFilters(asOn, new URLSearchParams('ToDate=2026-03-31'), TODAY)).toEqual({ values: { ToDate: '2026-03-31' }, period: null, generateNow: true });
  });
});

describe('withPeriod', () => {
  it('fills the dates of a chosen period and leaves them alone for Custom', () => {
    const values = { FromDate: '2026-01-01', ToDate: '2026-01-31', AccountId: '5' };
    expect(withPeriod(values, 'Last month', TODAY)).toEqual({ FromDate: '2026-10-22', ToDate: TODAY, AccountId: '5' });
    expect(withPeriod(values, 'Custom', TODAY)).toBe(values);
  });
});
