// The sidebar and the default tabs derived from the schemas' menu blocks (src/shared/menu-from-schemas.ts)
// reproduce the sidebar of SPEC section 2 that used to be a hand-kept list.
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { loadReports } from '../../engine/schema/report-schema.ts';
import { buildSidebar, menuPages } from '../../src/shared/menu-from-schemas.ts';

const registry = loadRegistry('schemas');
const reports = loadReports('schemas/reports');
const pages = menuPages(registry.values(), reports.values());

const link = (label: string, icon: string, path: string) => ({ label, icon, path: `/${path}` });

describe('menu from schemas', () => {
  it('draws the SPEC section 2 sidebar (and the journal voucher beside the contra): groups, labels, order and icons', () => {
    expect(buildSidebar(pages)).toEqual([
      link('Dashboard', 'dashboard', 'dashboard'),
      { label: 'Masters', icon: 'masters', children: [
        link('Firm', 'firm', 'firm'), link('Category', 'category', 'category'), link('Unit', 'unit', 'unit'), link('Item', 'item', 'item'),
        link('Party', 'party', 'party'), link('Manufacturer', 'manufacturer', 'manufacturer'), link('Extra Charges', 'extracharges', 'extracharges'),
        link('Terms & Conditions', 'tandc', 'tandc'), link('Ledger', 'ledger', 'ledger')] },
      { label: 'Sales', icon: 'sales', children: [
        link('Quotation', 'quotation', 'quotation'), link('Delivery Challan', 'deliverychallan', 'deliverychallan'), link('DC Return', 'return', 'deliverychallanreturn'),
        link('Sales', 'sales', 'sales'), link('Sales Return', 'return', 'salesreturn'),
        link('Credit Note', 'return', 'salescreditnote'), link('Debit Note', 'return', 'salesdebitnote')] },
      { label: 'Purchase', icon: 'purchase', children: [
        link('Purchase Order', 'purchaseorder', 'purchaseorder'), link('Purchase Challan', 'deliverychallan', 'purchasechallan'),
        link('Purchase Challan Return', 'return', 'purchasechallanreturn'), link('Purchase', 'purchase', 'purchase'), link('Purchase Return', 'return', 'purchasereturn'),
        link('Purchase Credit Note', 'return', 'purchasecreditnote'), link('Purchase Debit Note', 'return', 'purchasedebitnote')] },
      { label: 'Accounts', icon: 'accounts', children: [link('Payment', 'payment', 'payment'), link('Receipt', 'receipt', 'receipt'), link('Contra Voucher', 'contravoucher', 'contravoucher'),
        link('Journal Voucher', 'journalvoucher', 'journalvoucher'), // beyond the SPEC's list: issue 13's journal voucher
        link('Year-end close', 'accounts', 'yearendclose')] }, // issue 25: the owner's year-end close
      link('Reports', 'reports', 'reports'),
      { label: 'User Management', icon: 'users', children: [
        { label: 'Masters', icon: 'masters', children: [link('Tab', 'tab', 'tab'), link('Activity', 'activity', 'activity'), link('Role Master', 'role', 'role'), link('Icon Master', 'iconmaster', 'iconmaster')] },
        link('Profile', 'profile', 'profile'),
        { label: 'Office', icon: 'office', children: [link('Type', 'type', 'type'), link('Branch', 'branch', 'branch'), link('Employee', 'employee', 'employee')] },
        link('Audit trail', 'audittrail', 'audittrail')] }, // issue 25: the edit log as an auditor reads it
    ]);
  });

  it('lists every report once, after the reports page, and profile control as a page to grant', () => {
    const reportPages = pages.filter((page) => page.group === 'Reports').map((page) => page.route);
    expect(reportPages[0]).toBe('reports');
    expect(reportPages.slice(1).sort()).toEqual([...reports.keys()].sort());
    expect(pages.some((page) => page.route === 'profilecontrol' && !page.sidebar)).toBe(true);
  });

  it('puts a schema with a menu block in its group by order, and leaves one without out', () => {
    const vehicle = { title: 'Vehicle', 'x-entity': { route: 'vehicle', menu: { group: 'Masters', order: 95, icon: 'item' } } };
    const hidden = { title: 'Hidden', 'x-entity': { route: 'hidden' } };
    const masters = buildSidebar(menuPages([...registry.values(), vehicle, hidden], [])).find((entry) => entry.label === 'Masters');
    expect(masters?.children?.at(-1)).toEqual(link('Vehicle', 'item', 'vehicle'));
    expect(JSON.stringify(masters)).not.toContain('hidden');
  });
});
