// GSTR-2B reconciliation through the API on both stores: the November books and 2B of
// tests/support/gstr2b-books.ts (their figures are worked out there), uploaded as the portal gives it and
// reconciled to exactly the deliberate differences. Credit may be taken only on what the supplier furnished
// and 2B communicates (CGST Act s.16(2)(aa), rule 36(4)); a supplier's credit note (s.34(1)) takes credit back.
import { beforeAll, expect, inject, it } from 'vitest';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';
import { gstr2bBooks, gstr2bFile, novemberStatement, PUNE_GSTIN, type Gstr2bBooks } from '../support/gstr2b-books.ts';
import { employeeDesk } from '../support/employees.ts';
import { getJson, postFile, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('GSTR-2B reconciliation', (server) => {
  let books: Gstr2bBooks;
  const upload = (file: unknown, FirmId = books.firm) => sendJson('POST', books.api('gstr2b'), { FirmId, File: file, FileName: 'returns_112026_R2B.json' });
  const reconcile = async (query: string) => {
    const reply = await getJson(books.api(`reports/gstr2breconciliation?FirmId=${books.firm}&Period=112026&${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { rows: any[]; summary: Record<string, unknown> };
  };
  /** The document rows as [result, 2B number, books number, differences, credit at stake]. */
  const outcome = (rows: any[]) => rows.filter((row) => !row.RowStyle).map((row) => [row.Status, row.Number2B, row.BookNumber, row.Differences, row.CreditAtStake]);
  const stored = async () => {
    const rows = await queryStore(server(), inject('postgresUrl'), 'select count(*) as n from gstr2bdocument d join gstr2bupload u on u.tenant_id = d.tenant_id and u."Id" = d."UploadId" where u."FirmId" = $1', [books.firm]);
    return Number(rows[0].n);
  };

  beforeAll(async () => {
    books = await gstr2bBooks(server().origin);
  }, 60_000);

  it('the test statement is in the portal format', () => {
    expect(portalSchemaErrors('gstr2b', novemberStatement())).toEqual([]);
  });

  it('says so in plain words when no statement is on file', async () => {
    const reply = await getJson(books.api(`reports/gstr2breconciliation?FirmId=${books.firm}&Period=112026`));
    expect(reply.status).toBe(200);
    expect(reply.body.data.rows).toEqual([]);
    expect(reply.body.data.summary['GSTR-2B statement']).toMatch(/^none uploaded for 11-2026: upload the file from the GST portal/);
    const latest = await getJson(books.api(`reports/gstr2breconciliation?FirmId=${books.firm}`));
    expect(latest.body.data.summary['GSTR-2B statement']).toMatch(/^none uploaded for this firm yet/);
  });

  it('uploads the portal file as a multipart form and keeps its documents', async () => {
    const reply = await postFile(books.api('gstr2b'), { FirmId: String(books.firm) }, { field: 'File', name: 'returns_112026_R2B.json', content: JSON.stringify(novemberStatement()) });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data).toMatchObject({ FirmId: books.firm, Period: '112026', GeneratedOn: '2026-12-14', DocumentCount: 5, FileName: 'returns_112026_R2B.json' });
    expect(await stored()).toBe(5);
    // The edit log says who uploaded the month (the header, not the portal's documents).
    const logged = await queryStore(server(), inject('postgresUrl'), 'select actor, action, after_data from edit_log where entity = $1 and record_id = $2', ['gstr2bupload', reply.body.data.Id]);
    expect(logged.map((entry) => [entry.action, (typeof entry.after_data === 'string' ? JSON.parse(entry.after_data) : entry.after_data).Period])).toEqual([['create', '112026']]);
    const months = await getJson(books.api(`gstr2b?FirmId=${books.firm}`));
    expect(months.body.data.map((month: any) => [month.Period, month.DocumentCount])).toEqual([['112026', 5]]);
  });

  it('reconciles to exactly the deliberate differences, with the credit at stake (tolerance ₹0.50)', async () => {
    const { rows, summary } = await reconcile('Tolerance=0.5');
    expect(outcome(rows)).toEqual([
      // "ps-42" is PS/0042 (case, separator, leading zeros): P1's tax 90 + 90 = 180.00.
      ['Matched', 'ps-42', 'PS/0042 (PUR/26-27/1)', null, 180],
      // "PS/CN/07" is PS-CN-7, a credit note: its tax 4.50 + 4.50 = 9.00 comes off the credit.
      ['Matched', 'PS/CN/07', 'PS-CN-7 (PCN/26-27/1)', null, -9],
      // DL-7781: books 7 x 143 = 1,001.00 against 2B 1,000.00, 1.00 over the 0.50 tolerance; IGST equal (180.18).
      ['Mismatched', 'DL-7781', 'DL-7781 (PUR/26-27/3)', 'Taxable value: 2B 1,000.00, books 1,001.00 (books 1.00 more)', 180.18],
      // PS/0047 is not PS/0043 (one digit differs): in 2B only, 180 + 180 = 360.00 ...
      ['In 2B, not in books', 'PS/0047', null, null, 360],
      // ... and the extra DL-7790, IGST 90.00.
      ['In 2B, not in books', 'DL-7790', null, null, 90],
      // P2 (its bill PS/0043 is nowhere in 2B) and P4 (missing): 360.00 and 27 + 27 = 54.00.
      ['In books, not in 2B', null, 'PS/0043 (PUR/26-27/2)', null, 360],
      ['In books, not in 2B', null, 'PS/0050 (PUR/26-27/4)', null, 54],
    ]);
    // Groups: matched 180 - 9 = 171.00; mismatched 180.18; 2B only 360 + 90 = 450.00; books only 360 + 54 = 414.00.
    expect(summary).toEqual({
      Matched: '2 documents, credit ₹171.00',
      Mismatched: '1 document, credit ₹180.18',
      'In 2B, not in books': '2 documents, credit ₹450.00',
      'In books, not in 2B': '2 documents, credit ₹414.00',
      'GSTR-2B statement': '11-2026, generated on 14-12-2026',
    });
    const headings = rows.filter((row) => row.RowStyle).map((row) => [row.Status, row.CreditAtStake ?? null]);
    expect(headings).toEqual([
      ['Matched (2)', null], ['Credit at stake', 171],
      ['Mismatched (1)', null], ['Credit at stake', 180.18],
      ['In 2B, not in books (2)', null], ['Credit at stake', 450],
      ['In books, not in 2B (2)', null], ['Credit at stake', 414],
    ]);
    // A row opens the document behind it.
    const p1 = rows.find((row) => row.Number2B === 'ps-42');
    expect([p1.Route, p1.BookId]).toEqual(['purchaseform', books.docs.p1]);
    expect(rows.find((row) => row.Number2B === 'PS/CN/07')).toMatchObject({ Route: 'purchasecreditnoteform', BookId: books.docs.cn1, DocKind: 'Credit note', Section: 'CDNR' });
  });

  it('matches the rupee within the default tolerance of ₹1, on the latest month when none is chosen', async () => {
    const reply = await getJson(books.api(`reports/gstr2breconciliation?FirmId=${books.firm}`));
    const { rows, summary } = reply.body.data as { rows: any[]; summary: Record<string, unknown> };
    expect(rows.find((row) => row.Number2B === 'DL-7781').Status).toBe('Matched'); // |1,001.00 - 1,000.00| = 1.00 <= 1.00
    expect(summary.Matched).toBe('3 documents, credit ₹351.18'); // 171.00 + 180.18
  });

  it('reconciles the month again after the books are corrected', async () => {
    const purchase = (await getJson(books.api(`purchase/${books.docs.p2}`))).body.data;
    const saved = await sendJson('PUT', books.api(`purchase/${books.docs.p2}`), { ...purchase, SupplierBillNo: 'PS/0047' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { rows, summary } = await reconcile('Tolerance=0.5');
    expect(rows.find((row) => row.Number2B === 'PS/0047')).toMatchObject({ Status: 'Matched', BookId: books.docs.p2 });
    expect(summary).toMatchObject({ Matched: '3 documents, credit ₹531.00', 'In 2B, not in books': '1 document, credit ₹90.00', 'In books, not in 2B': '1 document, credit ₹54.00' });
  });

  it('refuses a bad file with 400 in plain words and writes nothing', async () => {
    const before = (await getJson(books.api(`gstr2b?FirmId=${books.firm}`))).body.data;
    const good = novemberStatement();
    const withDoc = (change: (doc: any) => void) => {
      const file = structuredClone(good);
      change(file.data.docdata.b2b[0].inv[0]);
      return file;
    };
    const cases: Array<[unknown, RegExp]> = [
      [{ gstin: 'x' }, /not a GSTR-2B file/],
      [novemberStatement(PUNE_GSTIN), /is for GSTIN 27ABCDP5678D.*not for Shree Traders/],
      [{ ...good, data: { ...good.data, rtnprd: '132026' } }, /data\.rtnprd: must be the return period as MMYYYY/],
      [withDoc((doc) => (doc.dt = '31-02-2026')), /data\.docdata\.b2b\[0\]\.inv\[0\]\.dt: must be a date/],
      [withDoc((doc) => (doc.items[0].txval = 1000.005)), /items\[0\]\.txval: must be an amount in rupees/],
      [withDoc((doc) => delete doc.inum), /inv\[0\]\.inum: must be the document number/],
      [{ ...good, data: { ...good.data, docdata: { cdnr: [{ ctin: PUNE_GSTIN, nt: [{ ntnum: '1', typ: 'X', dt: '01-11-2026', val: 1, items: [] }] }] } } }, /typ: must be C \(credit note\) or D/],
    ];
    for (const [file, message] of cases) {
      const reply = await upload(file);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    // The other firm's GSTIN differs from the file's.
    const otherFirm = await upload(good, books.otherFirm);
    expect([otherFirm.status, otherFirm.body.message]).toEqual([400, expect.stringMatching(/not for Second Shop/)]);
    // Not JSON at all (the portal's Excel, say), as a multipart upload.
    const excel = await postFile(books.api('gstr2b'), { FirmId: String(books.firm) }, { field: 'File', name: 'returns.xlsx', content: 'PK\u0003\u0004...', type: 'application/octet-stream' });
    expect([excel.status, excel.body.message]).toEqual([400, expect.stringMatching(/not JSON/)]);
    const noFile = await sendJson('POST', books.api('gstr2b'), { FirmId: books.firm });
    expect([noFile.status, noFile.body.message]).toEqual([400, expect.stringMatching(/File is required/)]);
    // Nothing written: the month on file is the one uploaded before, untouched.
    expect((await getJson(books.api(`gstr2b?FirmId=${books.firm}`))).body.data).toEqual(before);
    expect(await stored()).toBe(5);
  });

  it('refuses a bad month or tolerance with 400 naming the field', async () => {
    const month = await getJson(books.api(`reports/gstr2breconciliation?FirmId=${books.firm}&Period=132026`));
    expect(month.status).toBe(400);
    expect(month.body.errors[0].path).toBe('/Period');
    const tolerance = await getJson(books.api(`reports/gstr2breconciliation?FirmId=${books.firm}&Period=112026&Tolerance=0.005`));
    expect([tolerance.status, tolerance.body.errors[0].path]).toEqual([400, '/Tolerance']);
  });

  it('a new upload of the month replaces the earlier one', async () => {
    const corrected = gstr2bFile(novemberStatement().data.gstin, '112026', [
      { ctin: PUNE_GSTIN, name: 'Pune Supplier', invoices: [{ number: 'PS/0050', date: '2026-11-12', value: 354, items: [{ rt: 18, txval: 300, cgst: 27, sgst: 27 }] }] },
    ]);
    const reply = await upload(corrected);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.DocumentCount).toBe(1);
    expect(await stored()).toBe(1);
    const { rows } = await reconcile('Tolerance=0.5');
    // Only P4 is in this 2B; P1, P2 (now PS/0047), P3 and the credit note are not: 180 + 360 + 180.18 - 9.
    expect(outcome(rows).map((row) => [row[0], row[2] ?? row[1]])).toEqual([
      ['Matched', 'PS/0050 (PUR/26-27/4)'],
      ['In books, not in 2B', 'PS/0042 (PUR/26-27/1)'],
      ['In books, not in 2B', 'PS/0047 (PUR/26-27/2)'],
      ['In books, not in 2B', 'DL-7781 (PUR/26-27/3)'],
      ['In books, not in 2B', 'PS-CN-7 (PCN/26-27/1)'],
    ]);
    expect((await reconcile('Tolerance=0.5')).summary['In books, not in 2B']).toBe('4 documents, credit ₹711.18');
    expect((await getJson(books.api(`gstr2b?FirmId=${books.firm}`))).body.data).toHaveLength(1);
  });

  it('takes a purchase return for the supplier’s credit note (cdnr typ C, CGST Act s.34(1))', async () => {
    // Two pens of P4 go back: 2 x 100 = 200.00, CGST 18.00 + SGST 18.00; the supplier's credit note PS-CN-9.
    const reply = await sendJson('POST', books.api('purchasereturn'), {
      FirmId: books.firm, SupplierId: books.ids.pune, PurchaseId: books.docs.p4, PurchaseReturnDate: '2026-11-20', PurchaseType: 'EXCLUSIVE',
      PaymentType: 'CREDIT NOTE', SupplierBillNo: 'PS-CN-9', PurchaseReturnItems: [{ ItemId: books.ids.pen, Qty: 2, Rate: 100 }],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const file = gstr2bFile(novemberStatement().data.gstin, '112026', [
      { ctin: PUNE_GSTIN, name: 'Pune Supplier', notes: [{ number: 'ps/cn/0009', type: 'C', date: '2026-11-20', value: 236, items: [{ rt: 18, txval: 200, cgst: 18, sgst: 18 }] }] },
    ]);
    expect(portalSchemaErrors('gstr2b', file)).toEqual([]);
    expect((await upload(file)).status).toBe(200);
    const { rows } = await reconcile('Tolerance=0.5');
    expect(rows.find((row) => row.Number2B === 'ps/cn/0009')).toMatchObject({ Status: 'Matched', DocKind: 'Credit note', Route: 'purchasereturnform', CreditAtStake: -36 });
  });

  it('lets an employee upload and reconcile only when Profile Control grants the page', async () => {
    const desk = await employeeDesk(server().origin, books);
    const granted = await desk.newEmployee((await desk.newRole('GST clerk', 'gstr2breconciliation')).roleId);
    const other = await desk.newEmployee((await desk.newRole('Ledger clerk', 'ledgerreport')).roleId);
    const file = novemberStatement();
    const send = (token: string) => sendJson('POST', desk.as(token, 'gstr2b'), { FirmId: books.firm, File: file });
    expect((await send(other.token)).status).toBe(403);
    expect((await getJson(desk.as(other.token, `reports/gstr2breconciliation?FirmId=${books.firm}`))).status).toBe(403);
    expect((await getJson(desk.as(other.token, `gstr2b?FirmId=${books.firm}`))).status).toBe(403);
    expect((await send(granted.token)).status).toBe(200);
    // The page's firm pickers read the firms.
    expect((await getJson(desk.as(granted.token, 'firm?PerPage=100'))).status).toBe(200);
    const report = await getJson(desk.as(granted.token, `reports/gstr2breconciliation?FirmId=${books.firm}&Period=112026`));
    expect([report.status, report.body.data.summary['In 2B, not in books']]).toEqual([200, '1 document, credit ₹90.00']); // DL-7790 only, now that P2 reads PS/0047
  });
});
