// Two rules that keep documents' figures right: a line table belongs to one parent (the loader refuses a
// derived entity that kept its base's line property, whose rows the two would share), and a party's GST
// registration decides whether a purchase from it gives input credit (CGST Act s.16(2)(a), s.10(4)) and
// which tax mode a document takes when none is chosen.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { creditClaimable, defaultTaxMode, registrationOf } from '../../overrides/billing/registration.ts';

const line = { type: 'object', properties: { Id: { type: 'integer' }, LineNo: { type: 'integer' }, DocId: { type: 'integer' } }, 'x-entity': { name: 'docline', label: 'Lines', key: 'Id', parentKey: 'DocId' } };
const doc = { type: 'object', properties: { Id: { type: 'integer' }, Lines: { type: 'array', 'x-virtual': true, 'x-lines': 'docline' } }, 'x-entity': { name: 'doc', label: 'Docs', key: 'Id' } };
const derived = (lines: unknown) => ({ 'x-extends': 'doc', properties: { Lines: lines }, 'x-entity': { name: 'otherdoc', label: 'Other docs' } });

function schemasDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-lines-'));
  for (const [name, schema] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(schema));
  return dir;
}

describe('a line table', () => {
  it('serves one parent: a derived entity keeping its base\'s lines is refused, one dropping them loads', () => {
    expect(() => loadRegistry(schemasDir({ docline: line, doc, otherdoc: derived(undefined) }))).toThrow(/Lines holds the lines "docline", which are doc's/);
    expect(() => loadRegistry(schemasDir({ docline: line, doc, otherdoc: derived(null) }))).not.toThrow();
  });
});

describe('GST registration', () => {
  it('reads the master\'s type, else Regular with a GSTIN and Unregistered without', () => {
    expect(registrationOf({ GSTIN: '27AAPFU0939F1ZV' })).toBe('Regular');
    expect(registrationOf({ GSTIN: null })).toBe('Unregistered');
    expect(registrationOf({ GSTIN: '27AAPFU0939F1ZV', RegistrationType: 'Composition' })).toBe('Composition');
  });

  it('gives input credit only on a regular registration with a GSTIN', () => {
    expect(creditClaimable({ GSTIN: '27AAPFU0939F1ZV' })).toBe(true);
    expect(creditClaimable({ GSTIN: '27AAPFU0939F1ZV', RegistrationType: 'Composition' })).toBe(false);
    expect(creditClaimable({ GSTIN: '' })).toBe(false);
    // Marked Regular but no GSTIN: there is no tax invoice to claim on.
    expect(creditClaimable({ RegistrationType: 'Regular' })).toBe(false);
  });

  it('defaults a purchase from an unregistered or composition supplier to NON GST, everything else to EXCLUSIVE', () => {
    expect(defaultTaxMode({ side: 'purchase' }, { GSTIN: null })).toBe('NON GST');
    expect(defaultTaxMode({ side: 'purchase' }, { GSTIN: '27AAPFU0939F1ZV', RegistrationType: 'Composition' })).toBe('NON GST');
    expect(defaultTaxMode({ side: 'purchase' }, { GSTIN: '27AAPFU0939F1ZV' })).toBe('EXCLUSIVE');
    // No supplier chosen yet, and every sale: rates before tax.
    expect(defaultTaxMode({ side: 'purchase' }, null)).toBe('EXCLUSIVE');
    expect(defaultTaxMode({ side: 'sales' }, { GSTIN: null })).toBe('EXCLUSIVE');
  });
});
