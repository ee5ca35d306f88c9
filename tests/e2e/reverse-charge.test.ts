// A purchase under reverse charge in the form (CGST Act s.9(3): a goods transport agency's freight, taxed on
// the business that pays it): ticking "Reverse charge" turns an unregistered supplier's NON GST default to
// rates before tax, the GST is shown and the supplier is owed the value alone; the GSTR-3B page then shows
// it in 3.1(d) and 4(A)(3). At 1400 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson } from '../support/http.ts';
import { gstin } from '../support/report-books.ts';
import { todayIso } from '../../engine/ui/report/period.ts';
import { apiAs, signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();

let page: Page;
let errors: string[];
let api: ReturnType<typeof apiAs>;
const ids: Record<string, number> = {};

describe('reverse charge in the purchase form', () => {
  beforeAll(async () => {
    const signed = await signedInWithToken(app(), { width: 1400, height: 1100 });
    page = signed.page;
    errors = collectPageErrors(page);
    api = apiAs(app(), () => signed.token);
    ids.firm = (await api.create('firm', { FirmName: 'Ganesh Traders', State: 'Maharashtra', GSTIN: gstin('27', 'AAAFG1234G') })).Id;
    ids.gta = (await api.create('party', { PartyName: 'Speedy Transport', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
    const unit = (await api.create('unit', { UnitName: 'Trip', UQC: 'OTH' })).Id;
    ids.freight = (await api.create('item', { ItemName: 'Road freight', UnitId: unit, HSNCode: '9965', TaxRate: 5, CashRate: 2000 })).Id;
  });

  it('taxes the freight on us and owes the transporter its value alone', async () => {
    await page.goto(app().url('/purchaseform'));
    await page.getByRole('heading', { name: 'New Purchase Bill' }).waitFor();
    // Reverse charge first: the unregistered transporter's NON GST default then gives way to rates before tax.
    await page.getByLabel('Reverse charge').check();
    await expect.poll(() => page.locator('#field-PurchaseType').inputValue()).toBe('EXCLUSIVE');
    const supplier = page.locator('#field-SupplierId');
    await supplier.click();
    await supplier.fill('Speedy');
    await page.getByRole('option').filter({ hasText: 'Speedy Transport' }).first().click();
    await expect.poll(() => page.locator('#field-PurchaseType').inputValue()).toBe('EXCLUSIVE');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Item');
    await page.keyboard.type('freight');
    await page.getByRole('option', { name: /Road freight/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('1');
    await page.keyboard.press('Enter');
    // 1 trip × ₹2,000.00 at 5 %: CGST = SGST 2.5 % = ₹50.00, shown; the transporter is owed ₹2,000.00.
    await expect.poll(() => page.getByTestId('total-taxable').textContent()).toBe('2,000.00');
    await expect.poll(() => page.getByTestId('total-net').textContent()).toBe('₹ 2,000.00');
    await saveScreenshot(page, 'reverse-charge-purchase-1400');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Data Saved Successfully').waitFor();
    const saved = (await getJson(api.url('purchase?Page=1&PerPage=1'))).body.data.rows[0];
    expect(saved).toMatchObject({ ReverseCharge: true, TotCGST: 50, TotSGST: 50, NetBillAmt: 2000 });
  });

  it('GSTR-3B shows it in 3.1(d) and 4(A)(3), at 375 px too', async () => {
    const month = todayIso().slice(0, 7); // India's month (the tests run on India's clock), as the bill's date
    const context = await app().browser.newContext({ viewport: { width: 375, height: 800 }, storageState: await page.context().storageState() });
    const phone = await context.newPage();
    try {
      const reply = await getJson(api.url(`reports/gstr3b?FromDate=${month}-01&ToDate=${todayIso()}&FirmId=${ids.firm}`));
      const rows = reply.body.data.rows;
      expect(rows.find((row: any) => row.Table === '3.1(d)')).toMatchObject({ Taxable: 2000, CGST: 50, SGST: 50 });
      expect(rows.find((row: any) => row.Table === '4(A)(3)')).toMatchObject({ CGST: 50, SGST: 50 });
      await phone.goto(app().url(`/purchaseform/${(await getJson(api.url('purchase?Page=1&PerPage=1'))).body.data.rows[0].Id}`));
      await expect.poll(() => phone.getByLabel('Reverse charge').isChecked()).toBe(true);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(phone, 'reverse-charge-purchase-375');
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
