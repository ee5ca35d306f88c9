import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { mergePatch } from '../../engine/schema/merge-patch.ts';
import { fitsScale, fromScaled, toScaled } from '../../engine/schema/scaled.ts';
import { expectedTypes } from '../../scripts/generate-types.ts';
import { INDIAN_STATES } from '../../src/server/masters/indian-states.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const registry = loadRegistry(path.join(ROOT, 'schemas'));

describe('exact decimals', () => {
  it.each([
    [10.15, 2, 1015],
    [0.1, 2, 10],
    [1234567.89, 2, 123456789],
    [-5.05, 2, -505],
    [1.005, 3, 1005],
    [99999999999.99, 2, 9999999999999],
  ])('%d at scale %d is stored as %d and read back unchanged', (value, scale, stored) => {
    expect(toScaled(value, scale)).toBe(stored);
    expect(fromScaled(stored, scale)).toBe(value);
  });

  it('converts by arithmetic exactly as through the decimal text, including values with more decimals than the scale', () => {
    // The string way both functions fall back to: the reference their fast paths must agree with.
    const viaText = (value: number, scale: number) => {
      const [whole, fraction = ''] = Math.abs(value).toFixed(scale).split('.');
      const magnitude = Number(whole + fraction.padEnd(scale, '0'));
      return value < 0 ? -magnitude : magnitude;
    };
    const readViaText = (stored: number, scale: number) => {
      const digits = Math.abs(stored).toString().padStart(scale + 1, '0');
      const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
      return Number(stored < 0 ? `-${text}` : text);
    };
    const mismatches: string[] = [];
    const same = (what: string, got: number, want: number) => Object.is(got, want) || mismatches.push(`${what}: ${got}, not ${want}`);
    for (const scale of [0, 2, 3]) {
      for (let n = -20_000; n <= 20_000; n += 1) {
        for (const value of [n / 10 ** scale, n / 1000, n * 0.001 + 0.0005, n / 7]) same(`toScaled(${value}, ${scale})`, toScaled(value, scale), viaText(value, scale));
        same(`fromScaled(${n}, ${scale})`, fromScaled(n, scale), readViaText(n, scale));
      }
      for (const value of [1.005, 1.045, 2.675, 0.5, -0.5, -2.5, 9999999999999.99, -0.0005, 123.4550000001]) same(`toScaled(${value}, ${scale})`, toScaled(value, scale), viaText(value, scale));
      same(`fromScaled(899999999999999, ${scale})`, fromScaled(899_999_999_999_999, scale), readViaText(899_999_999_999_999, scale));
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses more decimals than the scale allows', () => {
    expect(fitsScale(10.15, 2)).toBe(true);
    expect(fitsScale(10.155, 2)).toBe(false);
    expect(fitsScale(0.1 + 0.2, 2)).toBe(false); // 0.30000000000000004 is not a two-decimal amount
    expect(fitsScale(Number.NaN, 2)).toBe(false);
  });
});

describe('merge patch (RFC 7396)', () => {
  it('merges objects, removes with null and replaces arrays', () => {
    const base = { title: 'Item', properties: { A: { type: 'string', title: 'A' }, B: { type: 'number' } }, list: ['A', 'B'] };
    const patched = mergePatch(base, { properties: { A: { title: 'Alpha' }, B: null, C: { type: 'integer' } }, list: ['C'] });
    expect(patched).toEqual({ title: 'Item', properties: { A: { type: 'string', title: 'Alpha' }, C: { type: 'integer' } }, list: ['C'] });
    expect(base.properties.A.title).toBe('A');
  });
});

describe('schemas', () => {
  it('generated types are current (run `npm run types` after changing a schema)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'src/generated/database.ts'), 'utf8')).toBe(expectedTypes());
  });

  it('list the same Indian states as the GST state-code table', () => {
    for (const entity of ['firm', 'party']) {
      expect(registry.get(entity)!.properties.State.enum).toEqual(INDIAN_STATES.map((state) => state.name));
    }
  });

  it('keep the spec defaults: Party Status 1 and State Maharashtra, Item Status true', () => {
    expect(registry.get('party')!.properties.Status.default).toBe(1);
    expect(registry.get('party')!.properties.State.default).toBe('Maharashtra');
    expect(registry.get('item')!.properties.Status.default).toBe(true);
  });

  it('apply a client patch over the base', () => {
    const demo = loadRegistry(path.join(ROOT, 'schemas'), { patchesDir: path.join(ROOT, 'overrides/clients/demo/schemas') });
    expect(demo.get('item')!.properties.WarrantyMonths).toBeDefined();
    expect(demo.get('party')!.properties.Route.title).toBe('Delivery beat');
    expect(demo.get('party')!.properties.Route.maxLength).toBe(100);
  });
});
