// The header's Inbox: what needs attention today, from the books (an item sold with none in stock, one at
// its reorder level), each message opening the report behind it. At 1400 and 375 px.
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, signedInWithToken, useApp } from './app.ts';

const app = useApp();

describe('inbox', () => {
  it('lists stock below zero and stock to reorder, and opens the item ledger', async () => {
    const { page, token } = await signedInWithToken(app(), { width: 1400, height: 900 });
    const errors = collectPageErrors(page);
    const api = apiAs(app(), () => token);
    const firm = (await api.create('firm', { FirmName: 'Inbox Traders', State: 'Maharashtra' })).Id;
    const customer = (await api.create('party', { PartyName: 'Asha Traders', State: 'Maharashtra' })).Id;
    const unit = (await api.create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    const ink = (await api.create('item', { ItemName: 'Blue Ink Bottle', UnitId: unit, HSNCode: '3215', TaxRate: 18, CashRate: 50 })).Id;
    await api.create('item', { ItemName: 'Gel Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 10, OpeningQty: 3, RecorderLevel: 10 });
    await api.create('sales', { FirmId: firm, CustId: customer, PaymentType: 'CASH', BillItems: [{ ItemId: ink, Qty: 2, Rate: 50 }] });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Inbox' }).click();
    await page.getByRole('heading', { name: 'Inbox' }).waitFor();
    await page.getByText('Blue Ink Bottle: -2 Pcs in stock').waitFor();
    await page.getByText('Gel Pen: 3 left').waitFor();
    await saveScreenshot(page, 'inbox-1400');

    await page.getByRole('alert').filter({ hasText: 'Blue Ink Bottle' }).getByRole('link', { name: 'Item ledger' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/itemledgerreport') && url.searchParams.get('ItemId') === String(ink));
    expect(errors).toEqual([]);

    const context = await app().browser.newContext({ viewport: { width: 375, height: 800 }, storageState: await page.context().storageState() });
    const phone = await context.newPage();
    try {
      await phone.goto(app().url('/email-inbox'));
      await phone.getByText('Blue Ink Bottle: -2 Pcs in stock').waitFor();
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(phone, 'inbox-375');
    } finally {
      await context.close();
    }
  });
});
