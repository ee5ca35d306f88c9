// How figures, dates and states read on printed documents, and how the print page finds its data.
import { describe, expect, it } from 'vitest';
import { money, percent, printedDate, quantity, rupeeAmount, stateWithCode } from '../../overrides/invoices/print-format.ts';
import { forgetStates, InvoiceLoadError, loadFailureMessage, loadInvoice, type InvoiceSource } from '../../overrides/invoices/load-invoice.ts';
import type { Row } from '../../overrides/invoices/invoice-model.ts';
import { printKindByPath } from '../../overrides/invoices/print-kinds.ts';
import { projectDocuments } from '../support/document-catalog.ts';

describe('print formatting', () => {
  it('money in Indian grouping with two decimals, from paise', () => {
    expect(money(0)).toBe('0.00');
    expect(money(41800)).toBe('418.00');
    expect(money(10000000)).toBe('1,00,000.00');
    expect(money(1234567891)).toBe('1,23,45,678.91');
    expect(money(-20)).toBe('-0.20');
    expect(rupeeAmount(15760600)).toBe('₹\u00a01,57,606.00');
  });

  it('quantities and rates without trailing zeros', () => {
    expect(quantity(2000)).toBe('2');
    expect(quantity(2500)).toBe('2.5');
    expect(quantity(1250125)).toBe('1,250.125');
    expect(quantity(100000000)).toBe('1,00,000');
    expect(quantity(0)).toBe('0');
    expect(percent(18000)).toBe('18%');
    expect(percent(2500)).toBe('2.5%');
    expect(percent(0)).toBe('0%');
  });

  it('dates as dd-mm-yyyy and states with their code', () => {
    expect(printedDate('2026-04-01')).toBe('01-04-2026');
    expect(printedDate('2026-04-01T10:00:00.000Z')).toBe('01-04-2026');
    expect(printedDate(null)).toBe('');
    expect(stateWithCode('Karnataka', '29')).toBe('Karnataka (29)');
    expect(stateWithCode('Karnataka', null)).toBe('Karnataka');
    expect(stateWithCode(null, null)).toBe('');
  });
});

describe('loadInvoice', () => {
  const SALE: Row = { Id: 7, FirmId: 1, CustId: 2, TandCId: null, BillItems: [] };
  const TERMS: Row[] = [
    { Id: 1, Title: 'A all', DocumentType: 'All documents', Terms: 'For everything', IsDefault: true },
    { Id: 2, Title: 'B sales', DocumentType: 'Sales', Terms: 'For sales', IsDefault: true },
    { Id: 3, Title: 'C special', DocumentType: 'Sales', Terms: 'Special', IsDefault: false },
  ];
  const fakeSource = (records: Record<string, Row>, tandc: Row[] = TERMS) => {
    const calls: string[] = [];
    const source: InvoiceSource = {
      get: async (entity, id) => {
        calls.push(`get ${entity}/${id}`);
        const found = records[`${entity}/${id}`];
        if (!found) throw new InvoiceLoadError(404, 'Not found');
        return found;
      },
      list: async (entity, params) => {
        calls.push(`list ${entity} ${new URLSearchParams(params)}`);
        if (entity === 'state') return [{ StateName: 'Maharashtra', GSTStateCode: '27' }];
        return tandc.filter((row) => params.IsDefault !== 'true' || row.IsDefault);
      },
    };
    return { source, calls };
  };
  const sales = printKindByPath(projectDocuments().catalog, 'salesinvoice')!;
  const purchase = printKindByPath(projectDocuments().catalog, 'purchaseinvoice')!;

  it('reads the document, then its firm, party, states and default terms for its kind', async () => {
    forgetStates();
    const { source, calls } = fakeSource({ 'sales/7': SALE, 'firm/1': { FirmName: 'F' }, 'party/2': { PartyName: 'P' } });
    const data = await loadInvoice(sales, '7', source);
    expect(data).toMatchObject({ doc: SALE, firm: { FirmName: 'F' }, party: { PartyName: 'P' }, states: [{ name: 'Maharashtra', code: '27' }], terms: 'For sales' });
    expect(calls).toEqual(['get sales/7', 'get firm/1', 'get party/2', 'list state PerPage=100', 'list tandc IsDefault=true&PerPage=100']);
  });

  it('prints the terms the document names, and reads the states only once', async () => {
    const { source, calls } = fakeSource({ 'sales/7': { ...SALE, TandCId: 3 }, 'tandc/3': TERMS[2] });
    const data = await loadInvoice(sales, '7', source);
    expect(data.terms).toBe('Special');
    expect(calls).not.toContain('list state PerPage=100');
  });

  it('falls back to the terms for all documents, but not on the firm\'s record of a purchase', async () => {
    const { source } = fakeSource({ 'sales/7': SALE, 'purchase/5': { Id: 5, FirmId: 1, SupplierId: 2, PurchaseItems: [] } }, [TERMS[0]]);
    expect((await loadInvoice(sales, '7', source)).terms).toBe('For everything');
    expect((await loadInvoice(purchase, '5', source)).terms).toBeNull();
  });

  it('prints without the firm or party when they cannot be read, but not without the document', async () => {
    const { source } = fakeSource({ 'sales/7': SALE });
    expect(await loadInvoice(sales, '7', source)).toMatchObject({ firm: null, party: null });
    await expect(loadInvoice(sales, '8', source)).rejects.toMatchObject({ status: 404 });
  });

  it('says what went wrong in words a person can act on', () => {
    expect(loadFailureMessage(sales, null, null)).toBe('Open a sales bill from its list to print it (the address needs ?id=<number>).');
    expect(loadFailureMessage(sales, 'abc', null)).toContain('Open a sales bill from its list');
    expect(loadFailureMessage(purchase, '9', new InvoiceLoadError(404, 'Not found'))).toBe('There is no purchase with id 9. It may have been deleted.');
    expect(loadFailureMessage(purchase, '9', new InvoiceLoadError(403, 'Forbidden'))).toBe('You are not allowed to see purchases.');
    expect(loadFailureMessage(sales, '9', new InvoiceLoadError(null, 'Cannot reach the Bahi server.'))).toBe('The sales bill could not be loaded. Cannot reach the Bahi server.');
  });
});
