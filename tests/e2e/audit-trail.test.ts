// The Audit trail page as the owner and as an auditor see it: a party created, edited and deleted and a
// sales bill edited show as entries, newest first, each with who and when (India time) and what changed,
// money in rupees; the filters narrow them; the CSV downloads; an auditor opens the same page from their
// menu on a phone. Screenshots at 1400 and 375 px.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingTenant, salesBill, type BillingTenant } from '../support/billing-setup.ts';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { employeeDesk, EMPLOYEE_PASSWORD, type SignedInEmployee } from '../support/employees.ts';
import { GOOD_PASSWORD, sendJson } from '../support/http.ts';
import { signIn, useApp } from './app.ts';

const app = useApp();
const SHOTS = '/work/wt/shots';

let owner: BillingTenant;
let auditor: SignedInEmployee;
let partyId: number;

async function shot(page: Page, name: string, fullPage = true) {
  const file = await saveScreenshot(page, name, fullPage);
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(file, `${SHOTS}/${name}.png`);
}

const entries = (page: Page) => page.getByTestId('trail-entry');

describe('audit trail page', () => {
  beforeAll(async () => {
    owner = await billingTenant(app().server.origin, 2);
    const made = await sendJson('POST', owner.api('party'), { PartyName: 'Joshi & Co', PartyType: 'Supplier', OpeningBalance: 999.99, OpeningType: 'Cr', Mobile: '9876543210' });
    partyId = made.body.data.Id;
    await sendJson('PUT', owner.api(`party/${partyId}`), { ...made.body.data, OpeningBalance: 1500, Mobile: '9876500000', RowVersion: made.body.data.RowVersion });
    const gone = await sendJson('POST', owner.api('party'), { PartyName: 'Old Supplier' });
    await sendJson('DELETE', owner.api(`party/${gone.body.data.Id}`), {});
    const bill = (await sendJson('POST', owner.api('sales'), salesBill(owner, 1))).body.data;
    await sendJson('PUT', owner.api(`sales/${bill.Id}`), { ...salesBill(owner, 2), RowVersion: bill.RowVersion });
    const desk = await employeeDesk(app().server.origin, owner);
    const role = await sendJson('POST', owner.api('role'), { RoleName: 'Auditor', Auditor: true });
    auditor = await desk.newEmployee(role.body.data.Id);
  });

  it('lists the entries with their changes, filters them and downloads the CSV (1400 px)', async () => {
    const page = await app().page({ width: 1400, height: 900 });
    const errors = collectPageErrors(page);
    await signIn(app(), page, { email: owner.email, password: GOOD_PASSWORD });
    const sidebar = page.locator('nav[data-sidebar-mode]');
    await sidebar.getByRole('button', { name: 'User Management' }).click();
    await sidebar.getByRole('link', { name: 'Audit trail' }).press('Enter');
    await page.waitForURL(app().url('/audittrail'));
    await expect.poll(() => entries(page).count()).toBeGreaterThan(5);
    // Newest first: the auditor's employee record, then the sales bill's edit (its amounts in rupees).
    await expect.poll(() => entries(page).first().textContent()).toMatch(/^CreatedEmployees #\d+ Ravi Clerk/);
    // Before: 1 x 10.50 = 10.50. After: 10.50 + 2 x 11.50 = 33.50, less 5% of 23.00 (1.15): taxable 32.35.
    expect(await entries(page).filter({ hasText: 'Sales bills' }).first().textContent()).toMatch(/^ChangedSales bills #\d+ B\/.*Amount.*₹10\.50.*₹33\.50.*Taxable.*₹10\.50.*₹32\.35/);
    await shot(page, 'auditor-trail-1400');

    await page.getByLabel('Record type').click();
    await page.getByRole('option', { name: 'Parties' }).click();
    await page.getByLabel('Action').click();
    await page.getByRole('option', { name: 'Changed' }).click();
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await expect.poll(() => page.getByTestId('trail-total').textContent()).toBe('1 entry, newest first');
    const card = entries(page).first();
    expect(await card.textContent()).toContain(`Parties #${partyId} Joshi & Co`);
    expect(await card.textContent()).toContain(owner.email);
    // 999.99 -> 1500 is money, shown as rupees; the mobile number is text.
    const diff = await card.locator('dl').innerText();
    for (const text of ['Mobile', '9876543210', '9876500000', 'Opening balance', '₹999.99', '₹1,500.00']) expect(diff).toContain(text);
    await shot(page, 'auditor-trail-filtered-1400');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('audit-trail.csv');
    const csv = fs.readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Opening balance: 999.99 → 1500.00');
    expect(errors).toEqual([]);
  });

  it('opens for an auditor from their menu on a phone (375 px)', async () => {
    const page = await app().page({ width: 375, height: 800 });
    const errors = collectPageErrors(page);
    await signIn(app(), page, { email: auditor.record.Email, password: EMPLOYEE_PASSWORD }, '/emplogin');
    await page.goto(app().url('/audittrail'));
    await expect.poll(() => entries(page).count()).toBeGreaterThan(5);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, 'auditor-trail-375');
    await shot(page, 'auditor-trail-375-top', false);
    await page.getByTestId('trail-entry').nth(4).scrollIntoViewIfNeeded();
    await shot(page, 'auditor-trail-375-screen', false);
    expect(errors).toEqual([]);
  });
});
