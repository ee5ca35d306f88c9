// My Profile's Shared links, at 1400 and 375 px: the owner sees the business's PDF links (what each opens,
// when it was shared and by whom, until when), withdraws one with its button, sees it marked Withdrawn
// with no button, and the withdrawn link no longer opens (410) while the other still does. Screenshots kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { billingTenant, salesBill, type BillingTenant } from '../support/billing-setup.ts';
import { GOOD_PASSWORD, sendJson } from '../support/http.ts';
import { signIn, toast, useApp } from './app.ts';

const app = useApp();
let shop: BillingTenant;
const links: string[] = [];

beforeAll(async () => {
  shop = await billingTenant(app().server.origin, 3);
  for (const lines of [2, 3]) {
    const bill = (await sendJson('POST', shop.api('sales'), salesBill(shop, lines))).body.data.Id;
    links.push((await sendJson('POST', shop.api(`print/salesinvoice/share?id=${bill}`), {})).body.data.url);
  }
  links.push((await sendJson('POST', shop.api(`print/salesinvoice/share?id=${(await sendJson('GET', shop.api('sales?PerPage=1'), undefined)).body.data.rows[0].Id}&copy=Duplicate`), {})).body.data.url);
}, 120_000);

describe.each([1400, 375])('Shared links at %i px', (width) => {
  it('lists the links and withdraws one', async () => {
    const page = await app().page({ width, height: 900 });
    const errors = collectPageErrors(page);
    await signIn(app(), page, { email: shop.email, password: GOOD_PASSWORD });
    await page.goto(app().url('/app-profile'));
    const list = page.getByRole('list', { name: 'Shared links' });
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => list.getByText(/^Sales bill B\/\d\d-\d\d\/\d+/).first().isVisible()).toBe(true);
    await expect.poll(() => list.getByText(`by ${shop.email}`, { exact: false }).first().isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'Shared links' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, `shared-links-${width}`);

    const open = list.getByRole('button', { name: /^Withdraw the link/ });
    const before = await open.count();
    expect(before).toBeGreaterThanOrEqual(1);
    await open.first().click();
    await expect.poll(() => toast(page, 'The link was withdrawn: it no longer opens').isVisible()).toBe(true);
    await expect.poll(() => open.count()).toBe(before - 1);
    await expect.poll(() => list.getByText('Withdrawn', { exact: true }).count()).toBe(3 - (before - 1));
    await saveScreenshot(page, `shared-links-withdrawn-${width}`);
    // The newest link is listed first: it is the one withdrawn.
    const newest = links[links.length - (3 - before) - 1];
    expect((await fetch(newest)).status).toBe(410);
    expect(errors).toEqual([]);
  });
});
