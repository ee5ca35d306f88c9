// The nine master pages as a person uses them with mouse and keyboard: open from the sidebar, New,
// required-field messages (nothing sent), fill (link fields through the type-ahead picker), save,
// the row in the grid, open and change it, search, delete with confirmation; a server-side field
// error on its field; Indian digit grouping of money; and each page's list and form at 1400 and 375 px.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson, GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { signIn, toast, useApp, type App } from './app.ts';

const app = useApp();

/** Waits for a condition the page reaches by itself (a reload, a debounced search). */
const POLL = { timeout: 10_000 };

const SAVED = 'Data Saved Successfully';
const UPDATED = 'Data Updated Successfully';
const DELETED = 'Data Deleted Successfully!';

type Owner = { email: string; token: string };

type Master = {
  /** Sidebar link (Masters group) and page path. */
  menu: string;
  path: string;
  entity: string;
  /** The list heading (x-entity.label) and the form's record name (schema title). */
  heading: string;
  singular: string;
  /** What the new record is called (its display field), as shown in its row. */
  name: string;
  /** Messages a Save with an empty form shows. */
  required: string[];
  /** Fills the new record's fields; returns texts its grid row must show. */
  fill: (dialog: Locator, page: Page) => Promise<string[]>;
  /** Changes a field of the opened record; returns a text the row shows afterwards. */
  change: (dialog: Locator, page: Page) => Promise<string>;
  /** The record's name after the change (when the change renames it). */
  renamed?: string;
  /** Typed into the search box: finds the record and not the other one. */
  search: string;
  /** Another record made through the API first, so the search has something to leave out. */
  other: (owner: Owner) => Promise<string>;
};

const apiUrl = (owner: Owner, path: string) => `${app().server.origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;

async function create(owner: Owner, entity: string, record: Record<string, unknown>): Promise<Record<string, any>> {
  const reply = await sendJson('POST', apiUrl(owner, entity), record);
  if (reply.status !== 200) throw new Error(`${entity} set-up failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/**
 * Types into a link picker and chooses the option with this name from its list, once the list shows
 * the matches for what was typed (not the list it opened with, which re-orders under the mouse).
 */
async function pick(page: Page, combobox: Locator, typed: string, option: string) {
  await combobox.click();
  await combobox.fill(typed);
  await expect.poll(async () => {
    const shown = await page.getByRole('option').allTextContents();
    return shown.length > 0 && shown.every((text) => text.toLowerCase().includes(typed.toLowerCase()));
  }, POLL).toBe(true);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => combobox.inputValue(), POLL).toBe(option);
}

/** A text or number field of a form by its label (a required field's label also carries ' *'). */
const input = (dialog: Locator, name: string) =>
  dialog.getByRole('textbox', { name, exact: true }).or(dialog.getByRole('spinbutton', { name, exact: true }));

/** Clicks a button and waits for one more toast with this text than there was before. */
async function clickForToast(page: Page, button: Locator, text: string) {
  const shown = toast(page, text);
  const before = await shown.count();
  await button.click();
  await expect.poll(() => shown.count(), POLL).toBeGreaterThan(before);
}

/** Opens an MUI select (an enum field) and chooses an option. */
async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

const MASTERS: Master[] = [
  {
    menu: 'Firm',
    path: '/firm',
    entity: 'firm',
    heading: 'Firms',
    singular: 'Firm',
    name: 'Sharma Stores',
    required: ['Firm name is required'],
    fill: async (dialog) => {
      await input(dialog, 'Firm name').fill('Sharma Stores');
      await input(dialog, 'GSTIN').fill('27AAPFU0939F1ZV');
      await input(dialog, 'Mobile').fill('9820012345');
      await input(dialog, 'PIN code').fill('411001');
      return ['Maharashtra', '27AAPFU0939F1ZV', '9820012345'];
    },
    change: async (dialog) => {
      await input(dialog, 'Mobile').fill('9822098220');
      return '9822098220';
    },
    search: 'sharma',
    other: async (owner) => (await create(owner, 'firm', { FirmName: 'Verma Traders', State: 'Gujarat' })).FirmName,
  },
  {
    menu: 'Category',
    path: '/category',
    entity: 'category',
    heading: 'Categories',
    singular: 'Category',
    name: 'Stationery',
    required: ['Category name is required'],
    fill: async (dialog) => {
      await input(dialog, 'Category name').fill('Stationery');
      await input(dialog, 'Description').fill('Pens and paper');
      return ['Pens and paper'];
    },
    change: async (dialog) => {
      await input(dialog, 'Description').fill('Pens, paper and files');
      return 'Pens, paper and files';
    },
    search: 'statio',
    other: async (owner) => (await create(owner, 'category', { CategoryName: 'Grocery' })).CategoryName,
  },
  {
    menu: 'Unit',
    path: '/unit',
    entity: 'unit',
    heading: 'Units',
    singular: 'Unit',
    name: 'Kilogram',
    required: ['Unit name is required'],
    fill: async (dialog, page) => {
      await input(dialog, 'Unit name').fill('Kilogram');
      await choose(page, dialog.getByRole('combobox', { name: 'GST unit code (UQC)' }), 'KGS');
      await input(dialog, 'Decimal places in quantity').fill('2');
      return ['KGS', '2'];
    },
    change: async (dialog) => {
      await input(dialog, 'Decimal places in quantity').fill('3');
      return '3';
    },
    search: 'kilo',
    other: async (owner) => (await create(owner, 'unit', { UnitName: 'Pieces', UQC: 'PCS' })).UnitName,
  },
  {
    menu: 'Item',
    path: '/item',
    entity: 'item',
    heading: 'Items',
    singular: 'Item',
    name: 'Gel pen blue',
    required: ['Item name is required', 'Unit is required'],
    fill: async (dialog, page) => {
      await input(dialog, 'Item name').fill('Gel pen blue');
      await input(dialog, 'Item code').fill('GP-01');
      // The unit does not exist yet: the picker offers to create it from what was typed, in the unit's
      // own form (a dialog over the item's) with the name filled in; saving it picks the new unit.
      const unit = dialog.getByRole('combobox', { name: 'Unit' });
      await unit.click();
      await unit.fill('Box');
      await page.getByRole('option', { name: 'Create new "Box"', exact: true }).click();
      const unitForm = page.getByRole('dialog', { name: /^New Unit/ });
      await expect.poll(() => unitForm.getByRole('textbox', { name: 'Unit name', exact: true }).inputValue(), POLL).toBe('Box');
      await unitForm.getByRole('button', { name: 'Save' }).click();
      await unitForm.waitFor({ state: 'detached' });
      await expect.poll(() => unit.inputValue(), POLL).toBe('Box');
      // The unit's toast, read out although the item's dialog (a modal again) hides the page around it from
      // the accessibility tree: toasts are never hidden. Put it away, so the item's own 'saved' toast is
      // the only one after its save.
      const created = toast(page, SAVED).first();
      await created.waitFor();
      await created.locator('button[aria-label=Close]').click();
      await created.waitFor({ state: 'detached' });
      await input(dialog, 'HSN / SAC code').fill('96081019');
      await input(dialog, 'Cash rate').fill('10.5');
      return ['GP-01', 'Box', '96081019', '10.50'];
    },
    change: async (dialog, page) => {
      // By keyboard: Tab into the rate (shown as 10.50) and type over it.
      await input(dialog, 'Discount %').click();
      await page.keyboard.press('Tab');
      await page.keyboard.type('11.25');
      expect(await input(dialog, 'Cash rate').inputValue()).toBe('11.25');
      return '11.25';
    },
    search: 'GP-0',
    other: async (owner) => {
      const unit = await create(owner, 'unit', { UnitName: 'Dozen', UQC: 'DOZ' });
      return (await create(owner, 'item', { ItemName: 'Notebook A5', ItemCode: 'NB-05', UnitId: unit.Id })).ItemName;
    },
  },
  {
    menu: 'Party',
    path: '/party',
    entity: 'party',
    heading: 'Parties',
    singular: 'Party',
    name: 'Mehta Traders',
    required: ['Party name is required'],
    fill: async (dialog, page) => {
      await input(dialog, 'Party name').fill('Mehta Traders');
      await choose(page, dialog.getByRole('combobox', { name: 'Party type' }), 'Supplier');
      await input(dialog, 'Mobile').fill('9988776655');
      await input(dialog, 'Opening balance').fill('1500.75');
      return ['Supplier', '9988776655', 'Maharashtra', '1,500.75'];
    },
    change: async (dialog) => {
      await input(dialog, 'GSTIN').fill('27AAPFU0939F1ZV');
      return '27AAPFU0939F1ZV';
    },
    search: 'mehta',
    other: async (owner) => (await create(owner, 'party', { PartyName: 'Joshi & Co', PartyType: 'Customer' })).PartyName,
  },
  {
    menu: 'Manufacturer',
    path: '/manufacturer',
    entity: 'manufacturer',
    heading: 'Manufacturers',
    singular: 'Manufacturer',
    name: 'Camlin',
    required: ['Manufacturer name is required'],
    fill: async (dialog) => {
      await input(dialog, 'Manufacturer name').fill('Camlin');
      return [];
    },
    change: async (dialog) => {
      await input(dialog, 'Manufacturer name').fill('Kokuyo Camlin');
      return 'Kokuyo Camlin';
    },
    renamed: 'Kokuyo Camlin',
    search: 'CAML',
    other: async (owner) => (await create(owner, 'manufacturer', { ManufacturerName: 'Faber-Castell' })).ManufacturerName,
  },
  {
    menu: 'Extra Charges',
    path: '/extracharges',
    entity: 'extracharges',
    heading: 'Extra charges',
    singular: 'Extra charge',
    name: 'Freight',
    required: ['Charge name is required', 'Ledger is required'],
    fill: async (dialog, page) => {
      await input(dialog, 'Charge name').fill('Freight');
      await pick(page, dialog.getByRole('combobox', { name: 'Ledger' }), 'round', 'Round Off');
      await input(dialog, 'Default amount').fill('150');
      return ['Round Off', 'Amount', '150.00'];
    },
    change: async (dialog) => {
      await input(dialog, 'Default amount').fill('175.5');
      return '175.50';
    },
    search: 'frei',
    other: async (owner) => {
      const cash = (await getJson(apiUrl(owner, 'ledger?SystemCode=CASH'))).body.data.rows[0];
      return (await create(owner, 'extracharges', { ChargeName: 'Packing', LedgerId: cash.Id })).ChargeName;
    },
  },
  {
    menu: 'Terms & Conditions',
    path: '/tandc',
    entity: 'tandc',
    heading: 'Terms and conditions',
    singular: 'Terms and conditions',
    name: 'Standard terms',
    required: ['Title is required', 'Terms is required'],
    fill: async (dialog) => {
      await input(dialog, 'Title').fill('Standard terms');
      await input(dialog, 'Terms').fill('Goods once sold will not be taken back.\nSubject to Pune jurisdiction.');
      return ['All documents'];
    },
    change: async (dialog, page) => {
      await choose(page, dialog.getByRole('combobox', { name: 'Printed on' }), 'Sales');
      return 'Sales';
    },
    search: 'standard',
    other: async (owner) => (await create(owner, 'tandc', { Title: 'Quotation validity', Terms: 'Valid for 15 days.' })).Title,
  },
  {
    menu: 'Ledger',
    path: '/ledger',
    entity: 'ledger',
    heading: 'Ledgers',
    singular: 'Ledger',
    name: 'HDFC Bank',
    required: ['Ledger name is required', 'Group is required'],
    fill: async (dialog, page) => {
      await input(dialog, 'Ledger name').fill('HDFC Bank');
      await pick(page, dialog.getByRole('combobox', { name: 'Group' }), 'bank', 'Bank Accounts');
      await input(dialog, 'Opening balance').fill('1234567.5');
      return ['Bank Accounts', '12,34,567.50', 'Dr'];
    },
    change: async (dialog, page) => {
      // Money shows in Indian grouping while not being edited, and plain while it is.
      const balance = input(dialog, 'Opening balance');
      expect(await balance.inputValue()).toBe('12,34,567.50');
      await balance.focus();
      expect(await balance.inputValue()).toBe('1234567.5');
      await balance.blur();
      await choose(page, dialog.getByRole('combobox', { name: 'Dr / Cr' }), 'Cr');
      return 'Cr';
    },
    search: 'hdfc',
    // Every business starts with the standard ledgers (Cash, Sales, ...); one more is not needed.
    other: async () => 'Cash',
  },
];

/** The grid's row showing this text (AG Grid rows are role=row). */
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** Opens a master from the sidebar's Masters group (full sidebar at 1400 px). */
async function openFromMenu(page: Page, master: Master) {
  const sidebar = page.locator('nav[data-sidebar-mode]');
  const link = sidebar.getByRole('link', { name: master.menu, exact: true });
  if (!(await link.isVisible())) await sidebar.getByRole('button', { name: 'Masters', exact: true }).first().click();
  // Enter on the link, not a click: the group may still be sliding open, and on a loaded machine a click
  // aimed where the link was can land beside it once it has moved (as in the shell's layout test).
  await link.press('Enter');
  await page.waitForURL(app().url(master.path));
  await page.getByRole('heading', { name: master.heading, exact: true }).waitFor();
}

/** Width of the page's content beyond the viewport (0 when nothing sticks out sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function ownerPage(app: App, width: number, height: number) {
  const owner = await registerAndLogin(app.server.origin);
  const page = await app.page({ width, height });
  const errors = collectPageErrors(page);
  await signIn(app, page, { email: owner.email, password: GOOD_PASSWORD });
  return { owner, page, errors };
}

describe('masters at 1400 px: create, change, search and delete through the page', () => {
  let owner: Owner;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ owner, page, errors } = await ownerPage(app(), 1400, 900));
  });

  for (const master of MASTERS) {
    it(`${master.menu}`, async () => {
      const other = await master.other(owner);
      const writes: string[] = [];
      const onRequest = (request: { method(): string; url(): string }) => {
        const url = new URL(request.url());
        const ours = url.pathname === `/api/${master.entity}` || url.pathname.startsWith(`/api/${master.entity}/`);
        if (request.method() !== 'GET' && ours) writes.push(request.method());
      };
      page.on('request', onRequest);
      try {
        await page.goto(app().url('/dashboard'));
        await openFromMenu(page, master);
        await rowWith(page, other).first().waitFor();

        // New: an empty save names each required field and sends nothing.
        await page.getByRole('button', { name: 'New', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: new RegExp(`^New ${master.singular}`) });
        await dialog.waitFor();
        await dialog.getByRole('button', { name: 'Save' }).click();
        for (const message of master.required) await dialog.getByText(message, { exact: true }).waitFor();
        expect(writes).toEqual([]);

        // Fill, save: the toast, the dialog closes, the row shows what was typed.
        const shows = await master.fill(dialog, page);
        for (const message of master.required) expect(await dialog.getByText(message, { exact: true }).count()).toBe(0);
        await saveScreenshot(page, `master-${master.entity}-form-1400`);
        await clickForToast(page, dialog.getByRole('button', { name: 'Save' }), SAVED);
        await dialog.waitFor({ state: 'detached' });
        const row = rowWith(page, master.name).first();
        await row.waitFor();
        for (const text of shows) expect(await row.textContent()).toContain(text);
        await saveScreenshot(page, `master-${master.entity}-list-1400`);
        expect(await overflow(page)).toBeLessThanOrEqual(0);

        // Open the row, change a field, save.
        await row.getByRole('gridcell', { name: master.name, exact: true }).click();
        const editing = page.getByRole('dialog', { name: new RegExp(`^Edit ${master.singular}`) });
        await editing.waitFor();
        await editing.getByRole('textbox').first().waitFor();
        const changed = await master.change(editing, page);
        await clickForToast(page, editing.getByRole('button', { name: 'Save' }), UPDATED);
        await editing.waitFor({ state: 'detached' });
        const name = master.renamed ?? master.name;
        await expect.poll(() => rowWith(page, name).first().textContent(), POLL).toContain(changed);

        // Search: the record stays, the other one goes.
        const search = page.getByRole('textbox', { name: `Search ${master.heading}` });
        await search.fill(master.search);
        await rowWith(page, other).first().waitFor({ state: 'detached' });
        await rowWith(page, name).first().waitFor();
        await expect.poll(() => page.getByTestId('list-total').textContent(), POLL).toBe('1 record');

        // Delete through the row's button and the confirmation.
        await rowWith(page, name).first().getByRole('button', { name: 'Delete' }).click();
        const confirm = page.getByRole('dialog', { name: 'Delete?' });
        await confirm.getByText(`Delete ${master.singular} '${name}'? This cannot be undone.`).waitFor();
        await clickForToast(page, confirm.getByRole('button', { name: 'Delete' }), DELETED);
        await confirm.waitFor({ state: 'detached' });
        await rowWith(page, name).first().waitFor({ state: 'detached' });
        await page.locator('.ag-overlay').getByText('No records found', { exact: true }).waitFor();
        expect(writes).toEqual(['POST', 'PUT', 'DELETE']);

        // Empty the search box (its clear button sits under the toast for the next 5 s).
        await search.press('ControlOrMeta+a');
        await search.press('Backspace');
        await rowWith(page, other).first().waitFor();
        const left = await getJson(apiUrl(owner, `${master.entity}?search=${encodeURIComponent(master.search)}`));
        expect(left.body.data.total).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        page.off('request', onRequest);
      }
    });
  }
});

describe('form errors at 1400 px', () => {
  let owner: Owner;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ owner, page, errors } = await ownerPage(app(), 1400, 900));
  });

  it("a required field left empty shows its message, and Cancel leaves nothing saved", async () => {
    await page.goto(app().url('/category'));
    await page.getByRole('heading', { name: 'Categories', exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('list-total').textContent(), POLL).toBe('0 records');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/category') posts.push(request.url());
    });

    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Category/ });
    const name = input(dialog, 'Category name');
    await input(dialog, 'Description').fill('A category without a name');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Category name is required', { exact: true }).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    // Save puts the cursor in the first field that needs attention.
    await expect.poll(() => name.evaluate((element) => element === document.activeElement), POLL).toBe(true);
    await saveScreenshot(page, 'master-category-required-1400');

    // Typing clears the message; emptying the field again and leaving it brings it back.
    await name.fill('x');
    await dialog.getByText('Category name is required', { exact: true }).waitFor({ state: 'detached' });
    await name.fill('');
    await name.blur();
    await dialog.getByText('Category name is required', { exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(posts).toEqual([]);
    expect(await page.getByTestId('list-total').textContent()).toBe('0 records');
    expect((await getJson(apiUrl(owner, 'category'))).body.data.total).toBe(0);
    expect(errors).toEqual([]);
  });

  it("the server's field error (a GSTIN with a wrong check character) shows on the field", async () => {
    await page.goto(app().url('/party'));
    await page.getByRole('heading', { name: 'Parties', exact: true }).waitFor();
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Party/ });
    await input(dialog, 'Party name').fill('Typo Traders');
    const gstin = input(dialog, 'GSTIN');
    await gstin.fill('27AAPFU0939F1ZA'); // passes the form's pattern; only the server checks the check character
    await dialog.getByRole('button', { name: 'Save' }).click();

    const message = 'GSTIN check character does not match: look for a typing mistake';
    // Under the GSTIN field (its error list), the field marked invalid, and the dialog still open.
    await dialog.locator('#root__GSTIN__error').getByText(message, { exact: true }).waitFor();
    expect(await gstin.getAttribute('aria-invalid')).toBe('true');
    expect(await toast(page, SAVED).count()).toBe(0);
    await saveScreenshot(page, 'master-party-server-error-1400');
    expect((await getJson(apiUrl(owner, 'party?search=Typo'))).body.data.total).toBe(0);

    // Correcting the character clears the message and the record saves.
    await gstin.fill('27AAPFU0939F1ZV');
    await dialog.locator('#root__GSTIN__error').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, SAVED).last().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await rowWith(page, 'Typo Traders').first().waitFor();
    expect(await rowWith(page, 'Typo Traders').first().textContent()).toContain('27AAPFU0939F1ZV');
    expect(errors).toEqual([]);
  });
});

describe('master pages at 375 px', () => {
  it('every list and form fits a phone: screenshots, no sideways overflow of the page', async () => {
    const { owner, page, errors } = await ownerPage(app(), 375, 800);
    for (const master of MASTERS) {
      const other = await master.other(owner);
      await page.goto(app().url(master.path));
      await page.getByRole('heading', { name: master.heading, exact: true }).waitFor();
      await rowWith(page, other).first().waitFor();
      await page.getByRole('button', { name: 'New', exact: true }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `master-${master.entity}-list-375`);

      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`^New ${master.singular}`) });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Save' }).waitFor();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.width).toBeLessThanOrEqual(375);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `master-${master.entity}-form-375`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
  });
});
