// The generic report API: filters validated with the report's schema, the named query run for the
// caller's tenant only, exact totals, the spec's message; shown with the quotation register.
import { expect, it } from 'vitest';
import { billingTenant, type BillingTenant } from '../support/billing-setup.ts';
import { getJson, sendJson } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('report API', (server) => {
  let tenant: BillingTenant;
  const quote = async (date: string, qty: number, rate: number) => {
    const reply = await sendJson('POST', tenant.api('quotation'), { FirmId: tenant.firm, CustId: tenant.customer, QuotationDate: date, BillType: 'EXCLUSIVE', QuotationItems: [{ ItemId: tenant.items[3], Qty: qty, Rate: rate }] });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };

  it('lists the quotations of the period with exact totals and the spec message', async () => {
    tenant = await billingTenant(server().origin, 5);
    // Item 3 is taxed at 18 %: 2 x 10.10 = 20.20 + 3.64 tax (1.82 + 1.82) = 23.84, rounded to 24.00.
    await quote('2026-04-01', 2, 10.1);
    await quote('2026-04-15', 1.5, 33.33); // 49.995 -> 50.00 taxable (49.995 rounds half up), 9.00 tax, 59.00
    await quote('2026-05-02', 1, 1000);
    const reply = await getJson(tenant.api('reports/quotationreport?FromDate=2026-04-01&ToDate=2026-04-30'));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe('Generated quotation Report Successfully');
    const { rows, totals } = reply.body.data;
    expect(rows.map((row: any) => [row.Date, row.Number, row.PartyName, row.TotQty, row.TotTaxable, row.TotTax, row.NetBillAmt])).toEqual([
      ['2026-04-01', 'QT/26-27/1', 'Walk-in Customer', 2, 20.2, 3.64, 24],
      ['2026-04-15', 'QT/26-27/2', 'Walk-in Customer', 1.5, 50, 9, 59],
    ]);
    expect(totals).toEqual({ TotQty: 3.5, TotTaxable: 70.2, TotTax: 12.64, NetBillAmt: 83 });
  });

  it('filters by party and firm, and never shows another tenant its rows', async () => {
    const other = await billingTenant(server().origin, 1);
    const mine = await getJson(tenant.api(`reports/quotationreport?FromDate=2026-01-01&ToDate=2026-12-31&PartyId=${tenant.customer}`));
    expect(mine.body.data.rows).toHaveLength(3);
    const theirs = await getJson(other.api(`reports/quotationreport?FromDate=2026-01-01&ToDate=2026-12-31&PartyId=${tenant.customer}`));
    expect(theirs.body.data.rows).toEqual([]);
    expect(theirs.body.data.totals).toEqual({ TotQty: 0, TotTaxable: 0, TotTax: 0, NetBillAmt: 0 });
  });

  it('refuses bad filters with the field and its reason', async () => {
    const missing = await getJson(tenant.api('reports/quotationreport?FromDate=2026-04-01'));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: '/ToDate', message: 'To date is required' }]);
    const badDate = await getJson(tenant.api('reports/quotationreport?FromDate=2026-13-01&ToDate=2026-04-30'));
    expect(badDate.status).toBe(400);
    expect(badDate.body.errors[0].path).toBe('/FromDate');
    const reversed = await getJson(tenant.api('reports/quotationreport?FromDate=2026-05-01&ToDate=2026-04-30'));
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('From date must not be after To date');
    const notANumber = await getJson(tenant.api('reports/quotationreport?FromDate=2026-04-01&ToDate=2026-04-30&PartyId=abc'));
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.errors[0].message).toBe('Customer must be a whole number');
  });

  it('answers 404 for an unknown report and 401 without a token', async () => {
    expect((await getJson(tenant.api('reports/nosuchreport?FromDate=2026-04-01&ToDate=2026-04-30'))).status).toBe(404);
    expect((await getJson(`${server().origin}/api/reports/quotationreport?FromDate=2026-04-01&ToDate=2026-04-30`)).status).toBe(401);
  });

  it('lists the report schemas for the browser', async () => {
    const reply = await getJson(tenant.api('meta/reports'));
    expect(reply.status).toBe(200);
    const names = reply.body.data.reports.map((report: any) => report['x-report'].name);
    expect(names).toContain('quotationreport');
  });
});
