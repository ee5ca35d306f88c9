// PDFs of printed documents made by the server (src/server/print/print-routes.ts), on both stores: a
// 10-line tax invoice is one A4 page and a 40-line one runs to more (the table breaks between lines, its
// header repeated); the copy marking is chosen by ?copy= (rule 48(1) CGST Rules: original, duplicate,
// triplicate); a share link opens the PDF without signing in, and an altered one is refused. (The
// links' records, grants, withdrawal and the PDF workers: tests/api/shared-links.test.ts.)
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { billingTenant, salesBill, type BillingTenant } from '../support/billing-setup.ts';
import { sendJson } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';
import { TokenSigner } from '../../src/server/auth/tokens.ts';
import { SHARE_PURPOSE } from '../../src/server/print/shared-link-routes.ts';
import { rupeeAmount } from '../../overrides/invoices/print-format.ts';
import { paise } from '../../overrides/billing/exact.ts';
import { pdfPagesSqueezed } from '../support/pdf-text.ts';
import { writeStore } from '../support/store-query.ts';

const squeeze = (text: string) => text.replace(/\s+/g, '');

const TOKEN_SECRET = 'print-pdf-test-secret-0123456789-abcdefgh';

/** The page objects of a PDF (/Type /Page, not the /Pages tree). */
export const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

describeEachStore('PDFs of printed documents', (server) => {
  let shop: BillingTenant;
  let other: BillingTenant;
  const ids: Record<string, number> = {};
  const pdf = (path: string, token = shop.token) => fetch(`${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`);
  const bytes = async (reply: Response) => Buffer.from(await reply.arrayBuffer());

  beforeAll(async () => {
    shop = await billingTenant(server().origin);
    other = await billingTenant(server().origin, 1);
    const post = async (entity: string, body: object) => {
      const reply = await sendJson('POST', shop.api(entity), body);
      if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
      return reply.body.data;
    };
    await post('tandc', { Title: 'Sales terms', DocumentType: 'Sales', IsDefault: true, Terms: '1. Goods once sold will not be taken back.\n2. Interest at 18% a year after 30 days.\n3. Subject to Mumbai jurisdiction.' });
    ids.ten = (await post('sales', salesBill(shop, 10))).Id;
    ids.forty = (await post('sales', salesBill(shop, 40))).Id;
    const supplier = (await post('party', { PartyName: 'Mehta Traders', PartyType: 'Supplier', State: 'Karnataka', GSTIN: '29AAGCB7383J1Z4' })).Id;
    const goods = (n: number) => Array.from({ length: n }, (_, k) => ({ ItemId: shop.items[k % shop.items.length], Qty: k + 1, Rate: 25 }));
    ids.nongst = (await post('sales', { ...salesBill(shop, 3), BillType: 'NON GST' })).Id;
    ids.quotation = (await post('quotation', { FirmId: shop.firm, CustId: shop.customer, ValidTill: '2099-03-31', QuotationItems: goods(5) })).Id;
    ids.challan = (await post('deliverychallan', { FirmId: shop.firm, CustId: shop.customer, ChallanItems: goods(4) })).Id;
    ids.order = (await post('purchaseorder', { FirmId: shop.firm, SupplierId: supplier, POItems: goods(6) })).Id;
    const customerLedger = (await sendJson('GET', shop.api(`party/${shop.customer}`), undefined)).body.data.LedgerId;
    const cash = (await sendJson('GET', shop.api('ledger?SystemCode=CASH'), undefined)).body.data.rows[0].Id;
    ids.receipt = (await post('receipt', { FirmId: shop.firm, FromLedgerId: customerLedger, ToLedgerId: cash, Amount: 500, Mode: 'CASH', ReceiptAllocations: [] })).Id;
    const group = (await sendJson('GET', shop.api('ledgergroup?GroupCode=INDIRECT_EXPENSES'), undefined)).body.data.rows[0].Id;
    const rent = (await post('ledger', { LedgerName: 'Shop Rent', GroupId: group })).Id;
    ids.journal = (await post('journalvoucher', { FirmId: shop.firm, Narration: 'Rent for November', JournalLines: [{ LedgerId: rent, Debit: 15000 }, { LedgerId: cash, Credit: 15000 }] })).Id;
    ids.purchase = (await post('purchase', { FirmId: shop.firm, SupplierId: supplier, SupplierBillNo: 'MT-881', PaymentType: 'CREDIT', PurchaseItems: goods(8) })).Id;
  }, 120_000);

  it('makes a one-page A4 PDF of a 10-line tax invoice, named after it', async () => {
    const reply = await pdf(`print/salesinvoice/pdf?id=${ids.ten}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    const sale = (await sendJson('GET', shop.api(`sales/${ids.ten}`), undefined)).body.data;
    const number = String(sale.PrefixBillNo);
    // B/26-27/1: a file name cannot hold the slash, so it reads B-26-27-1.
    expect(number).toMatch(/^B\/\d\d-\d\d\/1$/);
    expect(reply.headers.get('content-disposition')).toContain(`filename="Tax Invoice ${number.replaceAll('/', '-')}.pdf"`);
    const body = await bytes(reply);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(body)).toBe(1);
    // A4 is 595.28 x 841.89 points.
    expect(body.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    // What it says: the heading and copy, the firm, the party, the number, every item, the total.
    const [page] = pdfPagesSqueezed(body);
    for (const text of ['Bench Stores', 'TAX INVOICE', 'Original for Recipient', 'Walk-in Customer', `Invoice No.${number}`, ...Array.from({ length: 10 }, (_, n) => `${n + 1}Item ${n}`)]) {
      expect(page).toContain(squeeze(text));
    }
    expect(page).toContain(squeeze(`Total${rupeeAmount(paise(sale.NetBillAmt))}`));
  });

  it.each([
    ['salesinvoice', 'nongst', 'Bill of Supply'],
    ['quotationinvoice', 'quotation', 'Quotation'],
    ['dcinvoice', 'challan', 'Delivery Challan'],
    ['purchaseorderinvoice', 'order', 'Purchase Order'],
    ['purchaseinvoice', 'purchase', 'Purchase'],
    ['receiptprint', 'receipt', 'Receipt Voucher'],
    ['journalprint', 'journal', 'Journal Voucher'],
  ])('makes the PDF of every printed kind: %s (%s)', async (path, doc, heading) => {
    const reply = await pdf(`print/${path}/pdf?id=${ids[doc]}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toContain(`filename="${heading}`);
    const body = await bytes(reply);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(body)).toBe(1);
  });

  it('makes the PDF of a receipt voucher, which has no copies', async () => {
    const reply = await pdf(`print/receiptprint/pdf?id=${ids.receipt}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(/filename="Receipt Voucher [^"]+\.pdf"/);
    const body = await bytes(reply);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(body)).toBe(1);
    const copy = await pdf(`print/receiptprint/pdf?id=${ids.receipt}&copy=Duplicate`);
    expect([copy.status, (await copy.json()).message]).toEqual([400, 'A receipt is printed without copy markings']);
    expect((await pdf('print/receiptprint/pdf?id=999999')).status).toBe(404);
  });

  it('breaks a 40-line invoice over more pages', async () => {
    const body = await bytes(await pdf(`print/salesinvoice/pdf?id=${ids.forty}`));
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(body)).toBeGreaterThan(1);
    // Every page repeats the lines' header and says which page of how many it is; each line prints once.
    const pages = pdfPagesSqueezed(body);
    pages.forEach((page, index) => {
      expect(page).toContain('#DescriptionofGoodsHSNQtyUnitRate');
      expect(page).toContain(`Page${index + 1}of${pages.length}`);
    });
    const all = pages.join('');
    // 40 lines over the 10 items: each item's name and HSN four times.
    for (let n = 0; n < 10; n += 1) expect(all.split(`Item${n}9608`).length - 1).toBe(4);
  });

  it('prints the copy asked for, and refuses one the document does not have', async () => {
    const duplicate = await pdf(`print/salesinvoice/pdf?id=${ids.ten}&copy=Duplicate`);
    expect(duplicate.status).toBe(200);
    expect(duplicate.headers.get('content-disposition')).toContain('(Duplicate).pdf');
    const [page] = pdfPagesSqueezed(await bytes(duplicate));
    expect(page).toContain('DuplicateforTransporter');
    expect(page).not.toContain('OriginalforRecipient');
    const wrong = await pdf(`print/salesinvoice/pdf?id=${ids.ten}&copy=Quadruplicate`);
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe('copy must be one of Original, Duplicate, Triplicate');
  });

  it('answers 400 for a bad id, 404 for an unknown document, path or another tenant\'s id, 401 signed out', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '', '9999999999999999', '9223372036854775808']) {
      const reply = await pdf(`print/salesinvoice/pdf?id=${bad}`);
      expect([bad, reply.status]).toEqual([bad, 400]);
    }
    for (const huge of ['2147483648', '9007199254740991']) expect((await pdf(`print/salesinvoice/pdf?id=${huge}`)).status).toBe(404);
    expect((await pdf(`print/salesinvoice/pdf?id=${ids.ten}&id=${ids.ten}`)).status).toBe(400);
    const missing = await pdf('print/salesinvoice/pdf?id=999999');
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('There is no sales bill with id 999999. It may have been deleted.');
    expect((await pdf(`print/nosuchprint/pdf?id=${ids.ten}`)).status).toBe(404);
    // The other tenant asks for our bill's id: not theirs, so not found (and nothing of ours is shown).
    expect((await pdf(`print/salesinvoice/pdf?id=${ids.ten}`, other.token)).status).toBe(404);
    expect((await fetch(`${server().origin}/api/print/salesinvoice/pdf?id=${ids.ten}`)).status).toBe(401);
  });

  describe('share links', () => {
    it('opens the PDF without signing in, and refuses an altered link', async () => {
      const shared = await sendJson('POST', shop.api(`print/salesinvoice/share?id=${ids.ten}`), {});
      expect(shared.status).toBe(200);
      const { url, expires } = shared.body.data as { url: string; expires: string };
      expect(url).toMatch(new RegExp(`^${server().origin}/api/shared/[\\w-]{64}\\.pdf$`));
      // Seven days (SHARE_LIFETIME_DAYS).
      expect(Math.round((Date.parse(expires) - Date.now()) / 86_400_000)).toBe(7);
      const opened = await fetch(url);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('content-type')).toBe('application/pdf');
      expect(opened.headers.get('content-disposition')).toMatch(/^inline; filename="Tax Invoice /);
      const body = await bytes(opened);
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pageCount(body)).toBe(1);

      // One character changed: no such link.
      const token = url.split('/api/shared/')[1].replace(/\.pdf$/, '');
      const altered = `${token.slice(0, 40)}${token[40] === 'A' ? 'B' : 'A'}${token.slice(41)}`;
      const tampered = await fetch(`${server().origin}/api/shared/${altered}.pdf`);
      expect(tampered.status).toBe(403);
      expect((await tampered.json()).message).toBe('This link is not valid: it was changed or did not come from this Bahi');
      // A session token is not a share token.
      expect((await fetch(`${server().origin}/api/shared/${shop.token}.pdf`)).status).toBe(403);
      expect((await fetch(`${server().origin}/api/shared/nonsense.pdf`)).status).toBe(403);
    });

    it('says nothing in the token: not JSON, not the business or the document, a new one each time', async () => {
      const share = async () => ((await sendJson('POST', shop.api(`print/salesinvoice/share?id=${ids.ten}`), {})).body.data.path as string).split('/api/shared/')[1].replace(/\.pdf$/, '');
      const [first, second] = [await share(), await share()];
      expect(first).not.toBe(second);
      for (const token of [first, second]) {
        const decoded = Buffer.from(token, 'base64url');
        expect(decoded).toHaveLength(48);
        expect(() => JSON.parse(decoded.toString('utf8'))).toThrow();
        expect(decoded.toString('latin1')).not.toMatch(/salesinvoice|"t"|"i"/);
        expect(token).not.toContain('.');
      }
      // The two tokens share no leading bytes (the sealed tenant differs each time).
      expect(first.slice(0, 8)).not.toBe(second.slice(0, 8));
    });

    it('answers 410 for an expired link and one of the earlier signed kind, and 404 once the document is deleted', async () => {
      const write = (text: string, params: unknown[]) => writeStore(server(), inject('postgresUrl'), text, params);
      const url = (await sendJson('POST', shop.api(`print/salesinvoice/share?id=${ids.ten}`), {})).body.data.url as string;
      const token = url.split('/api/shared/')[1].replace(/\.pdf$/, '');
      await write('UPDATE shared_link SET expires_at = $1 WHERE token_hash = $2', [Date.now() - 1, createHash('sha256').update(token).digest('hex')]);
      const expired = await fetch(url);
      expect(expired.status).toBe(410);
      expect((await expired.json()).message).toBe('This link has expired: ask the sender for a new one');
      // A link of the earlier kind (signed JSON, genuine and unexpired) no longer opens: it cannot be withdrawn.
      const earlier = new TokenSigner(TOKEN_SECRET).signFor(SHARE_PURPOSE, { t: 1, p: 'salesinvoice', i: ids.ten }, 3600);
      const old = await fetch(`${server().origin}/api/shared/${earlier}.pdf`);
      expect([old.status, (await old.json()).message]).toEqual([410, 'This link was made by an earlier version of Bahi and no longer opens: ask the sender for a new one']);
      // The document deleted after the link was made: 404.
      const quotation = (await sendJson('POST', shop.api('quotation'), { FirmId: shop.firm, CustId: shop.customer, ValidTill: '2099-03-31', QuotationItems: [{ ItemId: shop.items[0], Qty: 1, Rate: 5 }] })).body.data.Id;
      const gone = (await sendJson('POST', shop.api(`print/quotationinvoice/share?id=${quotation}`), {})).body.data.url as string;
      expect((await sendJson('DELETE', shop.api(`quotation/${quotation}`), undefined)).status).toBe(200);
      const deleted = await fetch(gone);
      expect([deleted.status, (await deleted.json()).message]).toEqual([404, `There is no quotation with id ${quotation}. It may have been deleted.`]);
    });

    it('refuses every link of a business whose owner login is switched off, and opens them again when it is back', async () => {
      const url = (await sendJson('POST', shop.api(`print/salesinvoice/share?id=${ids.ten}`), {})).body.data.url as string;
      const write = (text: string, params: unknown[]) => writeStore(server(), inject('postgresUrl'), text, params);
      await write('UPDATE account SET active = FALSE WHERE email = $1', [shop.email]);
      try {
        const refused = await fetch(url);
        expect([refused.status, (await refused.json()).message]).toEqual([403, 'This link is no longer valid: the business that shared it is not active']);
      } finally {
        await write('UPDATE account SET active = TRUE WHERE email = $1', [shop.email]);
      }
      const again = await fetch(url);
      expect([again.status, again.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    });

    it('refuses a link to a document that is not there, or another tenant\'s', async () => {
      expect((await sendJson('POST', shop.api('print/salesinvoice/share?id=999999'), {})).status).toBe(404);
      expect((await sendJson('POST', other.api(`print/salesinvoice/share?id=${ids.ten}`), {})).status).toBe(404);
      expect((await sendJson('POST', shop.api('print/salesinvoice/share?id=x'), {})).status).toBe(400);
    });
  });
}, { env: { TOKEN_SECRET } });
