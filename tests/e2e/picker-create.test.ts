// Pickers never create a record by accident (issue 17, point 3). Enter on a name that matches nothing,
// in a link picker (an item's unit) or a document's customer, makes nothing; "Create new" is chosen on
// purpose and opens the record's form in a dialog with the typed name, and saving it picks the new record;
// a name equal to an existing one but for case and spacing ("pcs ") picks the existing record.
// At 1400 and 375 px.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();
let token = '';
const api = () => apiAs(app(), () => token);
/** Records of an entity whose name field equals the text, ignoring case and spaces at the ends. */
const named = async (entity: string, field: string, text: string) =>
  ((await api().read(`${entity}?PerPage=100&search=${encodeURIComponent(text.trim())}`)).rows as Array<Record<string, string>>).filter(
    (row) => row[field].toLowerCase() === text.trim().toLowerCase(),
  ).length;

/** Types into a picker and waits until its list shows exactly these options. */
async function typeInto(page: Page, picker: Locator, text: string, options: string[]) {
  await picker.click();
  await picker.fill(text);
  // The picker's own list (a native select's options are options too).
  await expect.poll(() => page.locator('.MuiAutocomplete-listbox [role=option]').allTextContents()).toEqual(options);
}

describe('pickers create only on purpose', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const signed = await signedInWithToken(app(), { width: 1400, height: 900 });
    page = signed.page;
    token = signed.token;
    errors = collectPageErrors(page);
    await api().create('firm', { FirmName: 'Desk Traders', State: 'Maharashtra' });
    await api().create('unit', { UnitName: 'Pcs', UQC: 'PCS' });
  });

  it('an item’s unit: Enter on an unknown name makes nothing, "pcs " is Pcs, Create opens the unit’s form', async () => {
    await page.goto(app().url('/item'));
    await page.getByRole('heading', { name: 'Items', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const itemDialog = page.getByRole('dialog', { name: /^New Item/ });
    const unit = itemDialog.getByRole('combobox', { name: 'Unit' });

    // Enter on a name matching nothing: the "Create new" option is not highlighted, nothing is made.
    await typeInto(page, unit, 'Zorb', ['Create new "Zorb"']);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog', { name: /^New Unit/ }).count()).toBe(0);
    expect(await named('unit', 'UnitName', 'Zorb')).toBe(0);

    // "pcs " is the existing Pcs (case and spacing ignored): no Create offered, Enter picks Pcs.
    await typeInto(page, unit, 'pcs ', ['Pcs']);
    await page.keyboard.press('Enter');
    await expect.poll(() => unit.inputValue()).toBe('Pcs');
    expect(await named('unit', 'UnitName', 'Pcs')).toBe(1);

    // "Pc" differs from "Pcs": the close match is listed above Create, and Enter takes the match.
    await typeInto(page, unit, 'Pc', ['Pcs', 'Create new "Pc"']);
    await page.keyboard.press('Enter');
    await expect.poll(() => unit.inputValue()).toBe('Pcs');
    expect(await named('unit', 'UnitName', 'Pc')).toBe(0);

    // Chosen on purpose (ArrowDown onto it, Enter): the unit's form opens with the name; closing it makes nothing.
    await typeInto(page, unit, 'Box', ['Create new "Box"']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const unitDialog = page.getByRole('dialog', { name: /^New Unit/ });
    await unitDialog.waitFor();
    await expect.poll(() => unitDialog.getByRole('textbox', { name: 'Unit name', exact: true }).inputValue()).toBe('Box');
    expect(await named('unit', 'UnitName', 'Box')).toBe(0);
    await saveScreenshot(page, 'picker-create-unit-1400', false);
    await unitDialog.getByRole('button', { name: 'Close' }).click();
    await unitDialog.waitFor({ state: 'detached' });
    expect(await named('unit', 'UnitName', 'Box')).toBe(0);

    // Clicked, filled and saved: the new unit is made and picked.
    await typeInto(page, unit, 'Box', ['Create new "Box"']);
    await page.getByRole('option', { name: 'Create new "Box"' }).click();
    await unitDialog.waitFor();
    await unitDialog.getByRole('combobox', { name: /GST unit code/ }).click();
    await page.getByRole('option', { name: 'BOX', exact: true }).click();
    await unitDialog.getByRole('button', { name: 'Save' }).click();
    await unitDialog.waitFor({ state: 'detached' });
    await expect.poll(() => unit.inputValue()).toBe('Box');
    expect(await named('unit', 'UnitName', 'Box')).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a bill’s customer: Enter on an unknown name makes nothing; Add new opens the party’s form at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(app().url('/salesform'));
    await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
    const party = page.locator('#field-CustId');
    await typeInto(page, party, 'Nayak Stores', ['Add new customer "Nayak Stores"']);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog', { name: /^New Party/ }).count()).toBe(0);
    expect(await named('party', 'PartyName', 'Nayak Stores')).toBe(0);

    await page.getByRole('option', { name: 'Add new customer "Nayak Stores"' }).click();
    const partyDialog = page.getByRole('dialog', { name: /^New Party/ });
    await partyDialog.waitFor();
    await expect.poll(() => partyDialog.getByRole('textbox', { name: 'Party name', exact: true }).inputValue()).toBe('Nayak Stores');
    await saveScreenshot(page, 'picker-create-party-375', false);
    await partyDialog.getByRole('button', { name: 'Save' }).click();
    await partyDialog.waitFor({ state: 'detached' });
    await expect.poll(() => party.inputValue()).toBe('Nayak Stores');
    expect(await named('party', 'PartyName', 'Nayak Stores')).toBe(1);
    await toast(page, 'Data Saved Successfully').first().waitFor();
    await page.setViewportSize({ width: 1400, height: 900 });
    expect(errors).toEqual([]);
  });
});
