// Which documents carry the e-way bill's fields and file (the sales bill, the delivery challan and the
// purchase, read from the schemas), where the form draws those fields (one folding "Transport / e-way bill" section),
// and how the recorded e-way bill prints (rule 138: its 12-digit number and date on the bill or challan).
import { describe, expect, it } from 'vitest';
import { headerLayout } from '../../src/client/documents/documentModel.ts';
import { ewayBillKind } from '../../src/server/ewaybill/load-consignment.ts';
import { ewayBillMark } from '../../overrides/invoices/eway-bill-mark.ts';
import { projectDocuments } from '../support/document-catalog.ts';

const { registry, catalog } = projectDocuments();
const hasField = (entity: string, field: string) => Boolean(registry.get(entity)?.properties[field]);
const TRANSPORT = ['TransportMode', 'TransDistance', 'TransporterName', 'TransporterId', 'TransDocNo', 'TransDocDate', 'VehicleNo', 'VehicleType', 'ShipToPincode', 'ShipToState', 'EwayBillNo', 'EwayBillDate'];

describe('documents with an e-way bill', () => {
  it('the sales bill, the delivery challan and the purchase (inward), nothing else', () => {
    const withEwayBill = catalog.kinds.filter((kind) => ewayBillKind(kind.entity, hasField)).map((kind) => kind.entity);
    expect(withEwayBill.sort()).toEqual(['deliverychallan', 'purchase', 'sales']);
    for (const entity of ['quotation', 'salesreturn', 'salescreditnote', 'deliverychallanreturn', 'purchaseorder', 'purchasechallan', 'purchasereturn', 'purchasecreditnote', 'purchasechallanreturn']) {
      expect(hasField(entity, 'VehicleNo'), entity).toBe(false);
    }
  });

  it('the form draws the transport fields in their own section, after the old Vehicle field', () => {
    const sales = headerLayout(registry.get('sales')!, catalog.require('sales'));
    expect(sales.groups).toEqual([{ title: 'Transport / e-way bill', fields: TRANSPORT }]);
    expect(sales.more).toContain('VehicleDetails');
    expect(sales.more).not.toContain('VehicleNo');
    const challan = headerLayout(registry.get('deliverychallan')!, catalog.require('deliverychallan'));
    expect(challan.groups[0].fields).toEqual([...TRANSPORT, 'DispatchPurpose']);
    expect(Object.keys(registry.get('sales')!.properties).slice(Object.keys(registry.get('sales')!.properties).indexOf('VehicleDetails') + 1).slice(0, TRANSPORT.length)).toEqual(TRANSPORT);
  });
});

describe('the e-way bill on the printed paper', () => {
  it('prints the 12-digit number grouped 4-4-4 and its date; nothing without a number', () => {
    expect(ewayBillMark({ EwayBillNo: '331001234567', EwayBillDate: '2026-11-21' })).toEqual({ number: '3310 0123 4567', date: '21-11-2026' });
    expect(ewayBillMark({ EwayBillNo: null })).toBeNull();
    expect(ewayBillMark({})).toBeNull();
  });
});
