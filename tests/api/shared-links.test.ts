// Share links as records and PDFs made off the server's thread (src/server/print/), on both stores:
// - a 1,000-line bill's link opened 12 times at once is made once (one X-Cache: miss, the rest hit, the
//   same bytes), and another business's saves are answered while it is being made (one comes back before
//   the first PDF does: were the PDF made on the server's thread, none could);
// - one business asking for more PDFs at once than PDFS_PER_BUSINESS gets 429 with Retry-After for the
//   rest, while another business's PDF is still made;
// - a link stops opening when its maker is deactivated, when their role loses the document's page, and
//   when it is withdrawn (410), and opens again when the first two are undone; the owner lists and
//   withdraws every link of the business, an employee only their own;
// - a receipt-only clerk (who reads sales bills through the receipt page) cannot share a sales bill;
// - a link is opened at most SHARED_LINK_OPENS_PER_MINUTE times a minute, from anywhere (429 beyond).
import { beforeAll, expect, it } from 'vitest';
import { billingTenant, salesBill, type BillingTenant } from '../support/billing-setup.ts';
import { employeeDesk, type EmployeeDesk } from '../support/employees.ts';
import { sendJson } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

const OPENS_PER_LINK = 15;
const env = { SHARED_LINKS_PER_MINUTE: '100000', SHARED_LINK_OPENS_PER_MINUTE: String(OPENS_PER_LINK), PDFS_PER_BUSINESS: '2', PDF_WORKERS: '1' };

describeEachStore(
  'share links and PDF workers',
  (server) => {
    let big: BillingTenant;
    let neighbour: BillingTenant;
    let bigBill: number;
    let desk: EmployeeDesk;
    const post = async (tenant: BillingTenant, entity: string, body: object) => {
      const reply = await sendJson('POST', tenant.api(entity), body);
      if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
      return reply.body.data;
    };
    const share = async (url: string) => sendJson('POST', url, {});
    const open = (path: string) => fetch(`${server().origin}${path}`);
    const bytes = async (reply: Response) => Buffer.from(await reply.arrayBuffer());

    beforeAll(async () => {
      big = await billingTenant(server().origin);
      neighbour = await billingTenant(server().origin, 2);
      bigBill = (await post(big, 'sales', salesBill(big, 1000))).Id;
      desk = await employeeDesk(server().origin, big);
    }, 180_000);

    it('makes a 1,000-line bill once for a dozen opens, while another business is answered', { timeout: 300_000 }, async () => {
      const link = (await share(big.api(`print/salesinvoice/share?id=${bigBill}`))).body.data.path as string;
      let firstPdfAt = 0;
      const opens = Promise.all(
        Array.from({ length: 12 }, () =>
          open(link).then(async (reply) => {
            const body = await bytes(reply);
            firstPdfAt ||= performance.now();
            return { status: reply.status, cache: reply.headers.get('x-cache'), body };
          }),
        ),
      );
      let done = false;
      void opens.finally(() => (done = true));
      const saved: Array<{ status: number; at: number }> = [];
      while (!done || saved.length === 0) {
        const reply = await sendJson('POST', neighbour.api('sales'), salesBill(neighbour, 2));
        saved.push({ status: reply.status, at: performance.now() });
      }
      const answers = await opens;
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
      expect(answers.filter((answer) => answer.cache === 'miss')).toHaveLength(1);
      expect(answers.filter((answer) => answer.cache === 'hit')).toHaveLength(11);
      for (const answer of answers) expect(answer.body.equals(answers[0].body)).toBe(true);
      expect(answers[0].body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(saved.every((save) => save.status === 200)).toBe(true);
      expect(saved[0].at).toBeLessThan(firstPdfAt);
      // Opened again later: still kept.
      expect((await open(link)).headers.get('x-cache')).toBe('hit');
    });

    it('refuses a business more PDFs at once than its limit (429), while another business gets its PDF', { timeout: 300_000 }, async () => {
      // Three copies of the long bill are three PDFs to make; a signed-in download is always made afresh.
      const flood = ['Original', 'Duplicate', 'Triplicate'].map((copy) => fetch(big.api(`print/salesinvoice/pdf?id=${bigBill}&copy=${copy}`)));
      const small = (await post(neighbour, 'sales', salesBill(neighbour, 3))).Id;
      const theirs = await fetch(neighbour.api(`print/salesinvoice/pdf?id=${small}`));
      expect([theirs.status, theirs.headers.get('content-type')]).toEqual([200, 'application/pdf']);
      const answers = await Promise.all(flood);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
      expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await refused[0].json()).message).toBe('This business already has 2 PDFs being made. Try again in 5 seconds.');
      await Promise.all(answers.map((answer) => answer.arrayBuffer().catch(() => null)));
    });

    it("stops a link when its maker is deactivated, loses the page, or it is withdrawn; lists each person's own", { timeout: 180_000 }, async () => {
      const role = await desk.newRole('Counter', 'sales');
      const clerk = await desk.newEmployee(role.roleId);
      const bill = (await post(big, 'sales', salesBill(big, 2))).Id;
      const clerkLink = (await share(desk.as(clerk.token, `print/salesinvoice/share?id=${bill}`))).body.data.path as string;
      const ownerLink = (await share(big.api(`print/salesinvoice/share?id=${bill}`))).body.data.path as string;
      const status = async (path: string) => {
        const reply = await open(path);
        return reply.status === 200 ? [200, (await bytes(reply)).subarray(0, 5).toString()] : [reply.status, (await reply.json()).message];
      };
      expect(await status(clerkLink)).toEqual([200, '%PDF-']);

      // The role loses the sales page: the clerk's link stops, the owner's does not; given back, it opens.
      const narrowed = await desk.regrant(role.profile, 'receipt');
      expect(await status(clerkLink)).toEqual([403, 'This link is no longer valid: the person who shared it may no longer see this document']);
      expect(await status(ownerLink)).toEqual([200, '%PDF-']);
      await desk.regrant(narrowed, 'sales');
      expect(await status(clerkLink)).toEqual([200, '%PDF-']);

      // The clerk deactivated: stops; active again: opens.
      const record = (await sendJson('GET', big.api(`employee/${clerk.record.Id}`), undefined)).body.data;
      const off = await sendJson('PUT', big.api(`employee/${clerk.record.Id}`), { ...record, Status: false });
      expect(off.status).toBe(200);
      expect(await status(clerkLink)).toEqual([403, 'This link is no longer valid: the login that shared it is no longer active']);
      expect((await sendJson('PUT', big.api(`employee/${clerk.record.Id}`), { ...off.body.data, Status: true })).status).toBe(200);
      expect(await status(clerkLink)).toEqual([200, '%PDF-']);

      // Lists: the owner sees both (and the earlier tests' links), the clerk only theirs.
      const clerkToken = (await desk.signIn(clerk.record.Email)).body.tokenDetails.idToken as string;
      const ownerList = (await sendJson('GET', big.api('print/shared-links'), undefined)).body.data.rows as Array<Record<string, unknown>>;
      const clerkList = (await sendJson('GET', desk.as(clerkToken, 'print/shared-links'), undefined)).body.data.rows as Array<Record<string, unknown>>;
      expect(clerkList).toHaveLength(1);
      expect(clerkList[0]).toMatchObject({ PrintPath: 'salesinvoice', Noun: 'sales bill', RecordId: bill, Number: expect.stringMatching(/^B\/\d\d-\d\d\/\d+$/), MadeBy: clerk.record.Email, State: 'open', RevokedOn: null });
      expect(ownerList.map((row) => row.Id)).toContain(clerkList[0].Id);
      expect(ownerList.length).toBeGreaterThanOrEqual(3);
      const ownersOwn = ownerList.find((row) => row.MadeBy === big.email && row.RecordId === bill)!;

      // The clerk cannot withdraw the owner's link (not theirs: 404); the owner withdraws the clerk's.
      expect((await sendJson('DELETE', desk.as(clerkToken, `print/shared-links/${ownersOwn.Id}`), undefined)).status).toBe(404);
      const withdrawn = await sendJson('DELETE', big.api(`print/shared-links/${clerkList[0].Id}`), undefined);
      expect([withdrawn.status, withdrawn.body.message]).toEqual([200, 'The link was withdrawn: it no longer opens']);
      expect(await status(clerkLink)).toEqual([410, 'This link was withdrawn by the business that shared it']);
      expect(await status(ownerLink)).toEqual([200, '%PDF-']);
      expect((await sendJson('DELETE', big.api(`print/shared-links/${clerkList[0].Id}`), undefined)).status).toBe(200);
      const after = (await sendJson('GET', desk.as(clerkToken, 'print/shared-links'), undefined)).body.data.rows;
      expect(after[0].State).toBe('withdrawn');
      // Another business cannot see or withdraw them.
      expect((await sendJson('GET', neighbour.api('print/shared-links'), undefined)).body.data.rows.some((row: { Id: number }) => row.Id === ownersOwn.Id)).toBe(false);
      expect((await sendJson('DELETE', neighbour.api(`print/shared-links/${ownersOwn.Id}`), undefined)).status).toBe(404);
      for (const bad of ['x', '0', '1.5', '99999999999999999999']) expect((await sendJson('DELETE', big.api(`print/shared-links/${bad}`), undefined)).status).toBe(400);
      expect((await fetch(`${server().origin}/api/print/shared-links`)).status).toBe(401);
    });

    it('does not let a receipt-only clerk share a sales bill, but lets them share a receipt', { timeout: 120_000 }, async () => {
      const clerk = await desk.newEmployee((await desk.newRole('Cashier', 'receipt')).roleId);
      // The receipt page reads the bills it settles, so the clerk may read sales bills (and download their PDFs)...
      expect((await sendJson('GET', desk.as(clerk.token, 'sales?PerPage=1'), undefined)).status).toBe(200);
      // ...but not hand them to outsiders.
      const refused = await share(desk.as(clerk.token, `print/salesinvoice/share?id=${bigBill}`));
      expect([refused.status, refused.body.message]).toEqual([403, 'Your role does not include the sales bill page, so you cannot share sales bills']);
      const customerLedger = (await sendJson('GET', big.api(`party/${big.customer}`), undefined)).body.data.LedgerId;
      const cash = (await sendJson('GET', big.api('ledger?SystemCode=CASH'), undefined)).body.data.rows[0].Id;
      const receipt = (await post(big, 'receipt', { FirmId: big.firm, FromLedgerId: customerLedger, ToLedgerId: cash, Amount: 50, Mode: 'CASH', ReceiptAllocations: [] })).Id;
      const shared = await share(desk.as(clerk.token, `print/receiptprint/share?id=${receipt}`));
      expect(shared.status).toBe(200);
      expect((await open(shared.body.data.path)).status).toBe(200);
      // An id that is not a receipt of this business: 404, not a link.
      expect((await share(desk.as(clerk.token, 'print/receiptprint/share?id=99999999'))).status).toBe(404);
    });

    it(`opens one link at most ${OPENS_PER_LINK} times a minute; another link still opens`, { timeout: 120_000 }, async () => {
      const bill = (await post(neighbour, 'sales', salesBill(neighbour, 1))).Id;
      const [first, second] = [(await share(neighbour.api(`print/salesinvoice/share?id=${bill}`))).body.data.path, (await share(neighbour.api(`print/salesinvoice/share?id=${bill}`))).body.data.path];
      const statuses: number[] = [];
      for (let call = 0; call < OPENS_PER_LINK; call += 1) {
        const reply = await open(first);
        statuses.push(reply.status);
        await reply.arrayBuffer();
      }
      expect(statuses).toEqual(Array(OPENS_PER_LINK).fill(200));
      const refused = await open(first);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect((await refused.json()).message).toMatch(/^Too many opens of this link\. Try again in \d+ seconds?\.$/);
      expect((await open(second)).status).toBe(200);
    });
  },
  { env },
);
