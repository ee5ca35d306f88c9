// The notes for value as the document catalog reads them from their schemas: which bill each adjusts and
// which way (CGST Act s.34(1) a credit note takes value off its invoice, s.34(3) a debit note adds to it),
// what they post (a return's or a bill's journal) and that they move no stock; and start-up refusing a
// note that names no bill to stand on.
import { describe, expect, it } from 'vitest';
import { adjustedBill, describeDocuments, DocumentSchemaError, EFFECT_RULES, journalEffect } from '../../overrides/billing/document-kinds.ts';
import { projectDocuments } from '../support/document-catalog.ts';

const { registry, catalog } = projectDocuments();

describe('notes for value in the document catalog', () => {
  it('adjust their bill: returns and credit notes take off, debit notes add', () => {
    const adjusting = (bill: string) => catalog.adjustersOf(bill).map((one) => [one.kind.entity, one.billField, one.sign]);
    expect(adjusting('sales').sort()).toEqual([
      ['salescreditnote', 'SalesId', -1],
      ['salesdebitnote', 'SalesId', 1],
      ['salesreturn', 'SalesId', -1],
    ]);
    expect(adjusting('purchase').map(([entity, , sign]) => [entity, sign]).sort()).toEqual([
      ['purchasecreditnote', -1],
      ['purchasedebitnote', 1],
      ['purchasereturn', -1],
    ]);
  });

  it('write the journal of what they stand for and move no stock', () => {
    const of = (entity: string) => {
      const kind = catalog.require(entity);
      return [journalEffect(kind), EFFECT_RULES[kind.effect].stock];
    };
    expect(of('salescreditnote')).toEqual(['saleReturn', null]);
    expect(of('salesdebitnote')).toEqual(['sale', null]);
    expect(of('purchasecreditnote')).toEqual(['purchaseReturn', null]);
    expect(of('purchasedebitnote')).toEqual(['purchase', null]);
    expect(of('salesreturn')).toEqual(['saleReturn', 'in']);
    expect(adjustedBill(catalog, catalog.require('salescreditnote'))).toMatchObject({ entity: 'sales', field: 'SalesId' });
  });

  it('have their own number series and line tables', () => {
    const series = ['salescreditnote', 'salesdebitnote', 'purchasecreditnote', 'purchasedebitnote', 'salesreturn', 'purchasereturn'].map((entity) => catalog.require(entity).defaultPrefix);
    expect(series).toEqual(['SCN', 'SDN', 'PCN', 'PDN', 'CN', 'DN']);
    expect(catalog.require('salescreditnote').lineTable).toEqual({ table: 'salescreditnoteline', parentKey: 'SalesCreditNoteId' });
  });

  it('refuses at start-up a note that names no bill', () => {
    const schemas = [...registry.values()].map((schema) => {
      if (schema['x-entity'].name !== 'salesdebitnote') return { schema };
      const document = { ...(schema['x-entity'].document as object), sources: [] };
      return { schema: { ...schema, 'x-entity': { ...schema['x-entity'], document } } };
    });
    expect(() => describeDocuments(schemas)).toThrow(DocumentSchemaError);
    expect(() => describeDocuments(schemas)).toThrow('salesdebitnote: x-entity.document effect "saleDebit" adjusts a bill, but no source is a sale or purchase bill');
  });
});
