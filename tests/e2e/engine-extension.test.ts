// Extending Bahi without touching its code: a master added as one schema file gets a working page,
// and a client's customisation (CLIENT=demo: schema patches and a replacement form) shows in the browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson, GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { copySchemas, VEHICLE_SCHEMA } from '../support/schemas-copy.ts';
import { signIn, signedInPage, toast, useApp, type App } from './app.ts';

const POLL = { timeout: 10_000 };
const SAVED = 'Data Saved Successfully';

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('a master added as one schema file (masters/vehicle.json)', () => {
  const app = useApp({ env: { SCHEMAS_DIR: copySchemas({ 'masters/vehicle.json': VEHICLE_SCHEMA }) } });

  it('has a list page at its route, and its form creates records', async () => {
    const { page } = await signedInPage(app(), { width: 1400, height: 900 });
    const errors = collectPageErrors(page);

    // No menu entry: the page is reached by typing its address.
    const sidebar = page.locator('nav[data-sidebar-mode]');
    await sidebar.getByRole('button', { name: 'Masters', exact: true }).first().click();
    await sidebar.getByRole('link', { name: 'Ledger', exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: /vehicle/i }).count()).toBe(0);
    await page.goto(app().url('/vehicle'));
    await page.getByRole('heading', { name: 'Vehicles', exact: true }).waitFor();
    for (const header of ['Vehicle number', 'Driver', 'Capacity (kg)']) {
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.locator('.ag-overlay').getByText('No records found', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Vehicle/ });
    await dialog.waitFor();
    const number = dialog.getByRole('textbox', { name: 'Vehicle number', exact: true });
    // The schema's pattern and its message apply in the form as well.
    await number.fill('MH12');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Vehicle number must look like MH12AB1234', { exact: true }).waitFor();

    await number.fill('MH12AB1234');
    await dialog.getByRole('textbox', { name: 'Driver', exact: true }).fill('Ramesh Patil');
    await dialog.getByRole('textbox', { name: 'Capacity (kg)', exact: true }).fill('1500.5');
    await saveScreenshot(page, 'vehicle-form-1400');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED).last().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = rowWith(page, 'MH12AB1234').first();
    await row.waitFor();
    expect(await row.textContent()).toContain('Ramesh Patil');
    expect(await row.textContent()).toContain('1,500.500'); // x-scale 3
    await expect.poll(() => page.getByTestId('list-total').textContent(), POLL).toBe('1 record');
    await saveScreenshot(page, 'vehicle-list-1400');
    expect(errors).toEqual([]);
  });
});

describe('the demo client (CLIENT=demo)', () => {
  const app = useApp({ env: { CLIENT: 'demo' } });

  /** A master signed in on a fresh page, with a token for API set-up. */
  async function owner(app: App) {
    const account = await registerAndLogin(app.server.origin);
    const page = await app.page({ width: 1400, height: 900 });
    const errors = collectPageErrors(page);
    await signIn(app, page, { email: account.email, password: GOOD_PASSWORD });
    const api = (path: string) => `${app.server.origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${account.token}`;
    return { page, errors, api };
  }

  it("Item: the list has a 'Warranty (months)' column and the form a field whose value is saved", async () => {
    const { page, errors, api } = await owner(app());
    const unit = await sendJson('POST', api('unit'), { UnitName: 'Pieces', UQC: 'PCS' });
    expect(unit.status).toBe(200);

    await page.goto(app().url('/item'));
    await page.getByRole('heading', { name: 'Items', exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Warranty (months)', exact: true }).waitFor();

    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Item/ });
    await dialog.getByRole('textbox', { name: 'Item name', exact: true }).fill('Ceiling fan 1200 mm');
    const unitPicker = dialog.getByRole('combobox', { name: 'Unit' });
    await unitPicker.click();
    await unitPicker.fill('piec');
    await expect.poll(() => page.getByRole('option').allTextContents(), POLL).toEqual(['Pieces', 'Create new "piec"']);
    await page.getByRole('option', { name: 'Pieces', exact: true }).click();
    await expect.poll(() => unitPicker.inputValue(), POLL).toBe('Pieces');
    const warranty = dialog.getByRole('spinbutton', { name: 'Warranty (months)', exact: true });
    expect(await warranty.inputValue()).toBe('0'); // the patch's default
    await warranty.fill('24');
    await warranty.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'demo-item-form-1400');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED).last().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = rowWith(page, 'Ceiling fan 1200 mm').first();
    await row.waitFor();
    const warrantyCell = row.locator('[col-id="WarrantyMonths"]');
    expect((await warrantyCell.textContent())?.trim()).toBe('24');
    const saved = await getJson(api('item?search=Ceiling'));
    expect(saved.body.data.rows[0]).toMatchObject({ ItemName: 'Ceiling fan 1200 mm', WarrantyMonths: 24 });

    // Opened again, the form shows the stored value.
    await row.getByRole('gridcell', { name: 'Ceiling fan 1200 mm', exact: true }).click();
    const editing = page.getByRole('dialog', { name: /^Edit Item/ });
    await expect.poll(() => editing.getByRole('spinbutton', { name: 'Warranty (months)', exact: true }).inputValue(), POLL).toBe('24');
    await editing.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
  });

  it('has no /vehicle page: that master exists only where its schema file is', async () => {
    const { page } = await signedInPage(app());
    await page.goto(app().url('/vehicle'));
    await page.getByText('The page you were looking for is not found!').waitFor();
  });

  it("Party: the Route field is relabelled 'Delivery beat'", async () => {
    const { page, errors, api } = await owner(app());
    await page.goto(app().url('/party'));
    await page.getByRole('heading', { name: 'Parties', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Party/ });
    await dialog.getByRole('textbox', { name: 'Party name', exact: true }).fill('Kulkarni Electricals');
    const beat = dialog.getByRole('textbox', { name: 'Delivery beat', exact: true });
    await beat.fill('Kothrud beat 3');
    expect(await dialog.getByRole('textbox', { name: 'Route', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED).last().waitFor();
    await rowWith(page, 'Kulkarni Electricals').first().waitFor();
    const saved = await getJson(api('party?search=Kulkarni'));
    expect(saved.body.data.rows[0].Route).toBe('Kothrud beat 3');
    expect(errors).toEqual([]);
  });

  it("Terms & Conditions: 'New' starts with the client's standard terms", async () => {
    const { page, errors, api } = await owner(app());
    await page.goto(app().url('/tandc'));
    await page.getByRole('heading', { name: 'Terms and conditions', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Terms and conditions/ });
    await dialog.getByRole('alert').filter({ hasText: 'Started with the standard terms; edit them as you need.' }).waitFor();
    const terms = dialog.getByRole('textbox', { name: 'Terms', exact: true });
    await expect.poll(() => terms.inputValue(), POLL).toMatch(/^1\. Goods once sold will not be taken back or exchanged\.\n2\. /);
    await saveScreenshot(page, 'demo-tandc-form-1400');

    // Only a title is needed.
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Retail bills');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED).last().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowWith(page, 'Retail bills').first().waitFor();
    const saved = (await getJson(api('tandc?search=Retail'))).body.data.rows[0];
    expect(saved.Terms).toMatch(/^1\. Goods once sold will not be taken back or exchanged\./);

    // Editing a saved record shows its own terms, without the starter note.
    await rowWith(page, 'Retail bills').first().getByRole('gridcell', { name: 'Retail bills', exact: true }).click();
    const editing = page.getByRole('dialog', { name: /^Edit Terms and conditions/ });
    await editing.getByRole('textbox', { name: 'Title', exact: true }).waitFor();
    expect(await editing.getByText('Started with the standard terms').count()).toBe(0);
    await editing.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
  });
});
