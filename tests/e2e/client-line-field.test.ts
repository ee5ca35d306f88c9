// Issue 12, "Done when": the demo client adds one line field (Serial no.) by one patch on the shared base
// line (overrides/clients/demo/schemas/salesline.json, with x-ui.grid). It is a column of the sales and
// quotation grids at 1400 px (hidden at 375 px, phone: false), is typed, saved and read back, and prints
// under the item on the invoice.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '../support/browser.ts';
import { getJson, sendJson } from '../support/http.ts';
import { apiAs, registerMaster, signIn, toast, useApp } from './app.ts';

const app = useApp({ env: { CLIENT: 'demo' } });
const POLL = { timeout: 15_000 };
const cell = (page: Page, row: number, column: string) => page.locator(`[data-testid=billing-lines] [role=row][data-row="${row}"] [data-col="${column}"]`);
const header = (page: Page, title: string) => page.locator('[data-testid=billing-lines] [role=columnheader]', { hasText: title });

describe('a client line field', () => {
  it('shows in the grid, saves, reads back and prints', async () => {
    const master = await registerMaster(app());
    const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: master.email, password: master.password });
    const api = apiAs(app(), () => login.body.tokenDetails.idToken);
    const firm = await api.create('firm', { FirmName: 'Demo Electronics', State: 'Maharashtra', SalesPrefix: 'DE' });
    const customer = await api.create('party', { PartyName: 'Patil', State: 'Maharashtra' });
    const unit = await api.create('unit', { UnitName: 'Nos', UQC: 'NOS' });
    const mixer = await api.create('item', { ItemName: 'Mixer grinder', UnitId: unit.Id, HSNCode: '8509', TaxRate: 18, CashRate: 2500, OpeningQty: 10 });
    const bill = await api.create('sales', { FirmId: firm.Id, CustId: customer.Id, PaymentType: 'CREDIT', BillItems: [{ ItemId: mixer.Id, Qty: 1, Rate: 2500, SerialNo: 'MG-001' }] });
    const quote = await api.create('quotation', { FirmId: firm.Id, CustId: customer.Id, QuotationItems: [{ ItemId: mixer.Id, Qty: 1, Rate: 2500, SerialNo: 'MG-002' }] });

    const page = await app().page({ width: 1400, height: 900 });
    await signIn(app(), page, master);
    await page.goto(app().url(`/salesform/${bill.Id}`));
    await header(page, 'Serial no.').waitFor();
    await expect.poll(() => cell(page, 0, 'SerialNo').textContent(), POLL).toBe('MG-001');
    await cell(page, 0, 'SerialNo').click();
    await page.keyboard.type('MG-009');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Data Updated Successfully').first().waitFor();
    const saved = (await getJson(api.url(`sales/${bill.Id}`))).body.data;
    expect(saved.BillItems[0].SerialNo).toBe('MG-009');
    await page.reload();
    await expect.poll(() => cell(page, 0, 'SerialNo').textContent(), POLL).toBe('MG-009');
    await saveScreenshot(page, 'client-field-sales-1400');

    // On a phone the column is left out; the line keeps its value.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => header(page, 'Serial no.').count(), POLL).toBe(0);
    await saveScreenshot(page, 'client-field-sales-375');
    await page.setViewportSize({ width: 1400, height: 900 });

    // The same patch reaches the quotation's lines, which extend the sales line.
    await page.goto(app().url(`/quotationform/${quote.Id}`));
    await expect.poll(() => cell(page, 0, 'SerialNo').textContent(), POLL).toBe('MG-002');

    await page.goto(app().url(`/salesinvoice?id=${bill.Id}`));
    await expect.poll(() => page.getByText('Serial no. MG-009').count(), POLL).toBe(1);
    await saveScreenshot(page, 'client-field-invoice-1400');
  });
});
