// The document form with taxed charges from the extra charges master and a bill-level discount: the charge
// picker, its GST worked out live with the rest of the bill (the same billing math the server runs), a
// discount above the goods flagged before saving, and a purchase from an unregistered supplier taking no
// GST by default. At 1400 and 375 px. Figures worked out by hand in the comments.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson, sendJson } from '../support/http.ts';
import { signedInPage, toast, useApp } from './app.ts';

const app = useApp();

let page: Page;
let token: string;
let errors: string[];
const ids: Record<string, number> = {};

const apiUrl = (path: string) => `${app().server.origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
async function create(entity: string, body: object): Promise<Record<string, any>> {
  const reply = await sendJson('POST', apiUrl(entity), body);
  if (reply.status !== 200) throw new Error(`${entity} set-up failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}
const figure = (id: string) => page.getByTestId(id);
const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '');

async function pickParty(field: string, typed: string, name: string) {
  const input = page.locator(`#field-${field}`);
  await input.click();
  await input.fill(typed);
  await page.getByRole('option').filter({ hasText: name }).first().click();
  await expect.poll(() => input.inputValue()).toBe(name);
}

describe('bill charges and discount in the form', () => {
  beforeAll(async () => {
    const signed = await signedInPage(app(), { width: 1400, height: 1200 });
    page = signed.page;
    errors = collectPageErrors(page);
    const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: signed.account.email, password: signed.account.password });
    token = login.body.tokenDetails.idToken;
    ids.firm = (await create('firm', { FirmName: 'Charges Traders', State: 'Maharashtra', SalesPrefix: 'CT' })).Id;
    ids.local = (await create('party', { PartyName: 'Local Customer', State: 'Maharashtra' })).Id;
    ids.supplier = (await create('party', { PartyName: 'Village Supplier', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
    const unit = (await create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await create('item', { ItemName: 'Gel Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 45 })).Id;
    const incomes = (await getJson(apiUrl('ledgergroup?GroupCode=INDIRECT_INCOMES'))).body.data.rows[0].Id;
    const ledger = (await create('ledger', { LedgerName: 'Freight Outward', GroupId: incomes })).Id;
    ids.freight = (await create('extracharges', { ChargeName: 'Freight', LedgerId: ledger, DefaultAmount: 100, IsTaxable: true, TaxRate: 18, SACCode: '996511' })).Id;
  });

  it('adds freight from the master, taxes it live with the discount spread into the lines, and saves the same figures', async () => {
    await page.goto(app().url('/salesform'));
    await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
    await pickParty('CustId', 'Local', 'Local Customer');
    await expect.poll(focused).toBe('Item');
    await page.keyboard.type('gel');
    await page.getByRole('option', { name: /Gel Pen/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.type('10');
    await page.keyboard.press('Enter');
    // Gel pen 10 × ₹45.00 = ₹450.00 at 18 %: CGST = SGST ₹40.50, ₹531.00.
    await expect.poll(() => figure('total-net').textContent()).toBe('₹ 531.00');

    // Freight at the master's ₹100.00, 18 %: CGST = SGST ₹9.00, so ₹118.00 more: ₹649.00.
    await page.locator('#field-BillCharges-add').click();
    await page.getByRole('option', { name: 'Freight (GST 18%)' }).click();
    await expect.poll(() => figure('total-charges').textContent()).toBe('100.00');
    await expect.poll(() => figure('charge-0-tax').textContent()).toBe('+ GST 18% 18.00');
    await expect.poll(() => figure('total-net').textContent()).toBe('₹ 649.00');

    // ₹120.00 typed for the freight (tax ₹21.60) and ₹33.33 off the bill, all of it on the one line:
    // taxable 450.00 - 33.33 = ₹416.67, CGST = SGST 9 % = 37.5003 -> ₹37.50; freight CGST = SGST ₹10.80.
    // CGST 37.50 + 10.80 = ₹48.30; 416.67 + 75.00 + 120.00 + 21.60 = ₹633.27 -> ₹633.00 (round off -0.27).
    await page.getByLabel('Freight (SAC 996511)').fill('120');
    await expect.poll(() => figure('charge-0-tax').textContent()).toBe('+ GST 18% 21.60');
    await page.locator('#field-ExtraBillDiscount').fill('33.33');
    const shown = async () => ({
      discount: await figure('total-bill-discount').textContent(),
      taxable: await figure('total-taxable').textContent(),
      charges: await figure('total-charges').textContent(),
      cgst: await figure('total-cgst').textContent(),
      roundOff: await figure('total-roundoff').textContent(),
      net: await figure('total-net').textContent(),
    });
    await expect.poll(shown).toEqual({ discount: '- 33.33', taxable: '416.67', charges: '120.00', cgst: '48.30', roundOff: '-0.27', net: '₹ 633.00' });
    await page.setViewportSize({ width: 1400, height: 1200 });
    await saveScreenshot(page, 'bill-charges-form-1400', false);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Data Saved Successfully').first().waitFor();
    await expect.poll(() => page.getByTestId('document-number').textContent()).toBe('CT/26-27/1');
    const saved = (await getJson(apiUrl(`sales/${Number(page.url().split('/').pop())}`))).body.data;
    expect(saved).toMatchObject({ TotTaxable: 416.67, TotChargeAmt: 120, TotCGST: 48.3, TotSGST: 48.3, RoundOff: -0.27, NetBillAmt: 633 });
    expect(saved.BillItems[0]).toMatchObject({ BillDiscAmt: 33.33, TaxableAmt: 416.67, TaxAmt1: 37.5 });
    expect(saved.BillCharges).toEqual([expect.objectContaining({ ChargeName: 'Freight', SACCode: '996511', Amount: 120, TaxAmt1: 10.8, TaxAmt2: 10.8 })]);
    // Shown again as saved: the charge is still there with its figures.
    await expect.poll(() => figure('charge-0-tax').textContent()).toBe('+ GST 18% 21.60');
    await expect.poll(() => figure('total-net').textContent()).toBe('₹ 633.00');
  });

  it('says a discount above the goods cannot be saved, and the server refuses it with nothing written', async () => {
    await page.locator('#field-ExtraBillDiscount').fill('500');
    await expect.poll(() => figure('discount-exceeds').textContent()).toBe('The discount exceeds the value ₹450.00: the bill cannot be saved.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("The bill's value cannot be negative: the discount ₹500.00 exceeds the value ₹450.00").first().waitFor();
    const saved = (await getJson(apiUrl(`sales/${Number(page.url().split('/').pop())}`))).body.data;
    expect(saved).toMatchObject({ ExtraBillDiscount: 33.33, NetBillAmt: 633, RowVersion: 1 });
  });

  it('a purchase from an unregistered supplier takes no GST unless the clerk chooses it', async () => {
    await page.goto(app().url('/purchaseform'));
    await page.getByRole('heading', { name: 'New Purchase Bill' }).waitFor();
    await pickParty('SupplierId', 'Village', 'Village Supplier');
    await expect.poll(() => page.locator('#field-PurchaseType').inputValue()).toBe('NON GST');
  });

  it('fits a phone: the charges and totals at 375 px', async () => {
    const context = await app().browser.newContext({ viewport: { width: 375, height: 800 }, storageState: await page.context().storageState() });
    const phone = await context.newPage();
    try {
      const bill = (await getJson(apiUrl('sales?Page=1&PerPage=1'))).body.data.rows[0];
      await phone.goto(app().url(`/salesform/${bill.Id}`));
      await expect.poll(() => phone.getByTestId('charge-0-tax').textContent()).toBe('+ GST 18% 21.60');
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.getByTestId('charge-0').scrollIntoViewIfNeeded();
      await saveScreenshot(phone, 'bill-charges-form-375', false);
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
