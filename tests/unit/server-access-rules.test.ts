// The grant rules on a small made-up registry: pages own entities (and their documents' lines), links
// give read-only access, reports open by name or by the reports page, the dashboard by its page.
import { describe, expect, it } from 'vitest';
import type { ReportRegistry, ReportSchema } from '../../engine/schema/report-schema.ts';
import type { EntitySchema, Registry } from '../../engine/schema/types.ts';
import { AccessRules } from '../../src/server/users/access-rules.ts';

const entity = (name: string, meta: Partial<EntitySchema['x-entity']> = {}, properties: EntitySchema['properties'] = {}): EntitySchema => ({
  type: 'object',
  properties: { Id: { type: 'integer' }, ...properties },
  'x-entity': { name, label: name, key: 'Id', ...meta },
});

const registry: Registry = new Map([
  ['region', entity('region')],
  ['customer', entity('customer', { route: 'customer', links: { RegionId: 'region' } })],
  ['product', entity('product', { route: 'product' })],
  ['orderline', entity('orderline', { api: false, parentKey: 'OrderId', links: { ProductId: 'product' } })],
  ['order', entity('order', { route: 'order', links: { CustomerId: 'customer' } }, { Lines: { type: 'array', 'x-virtual': true, 'x-lines': 'orderline' } })],
  ['grant', entity('grant', { route: 'grant', editRoute: 'grantcontrol' })],
  ['staff', entity('staff', { route: 'staff' })],
]);
const report = (name: string, links?: Record<string, string>): ReportSchema => ({
  title: name,
  type: 'object',
  properties: {},
  'x-report': { name, kind: name, query: 'q', period: 'none', columns: [], links },
});
const reports: ReportRegistry = new Map([
  ['orderreport', report('orderreport')],
  ['staffreport', report('staffreport', { StaffId: 'staff' })],
]);
const rules = new AccessRules(registry, reports);
const pages = (...urls: string[]) => new Set(urls);

describe('access rules', () => {
  it('grants reading and writing of the entity a page owns, and of its document lines', () => {
    expect(rules.decide(pages('order'), 'order')).toEqual({ read: true, write: true });
    expect(rules.decide(pages('order'), 'orderline')).toEqual({ read: true, write: true });
    expect(rules.decide(pages('customer'), 'order')).toEqual({ read: false, write: false });
  });

  it('grants reading only of what a granted form or its lines pick from, and nothing further along the links', () => {
    expect(rules.decide(pages('order'), 'customer')).toEqual({ read: true, write: false });
    expect(rules.decide(pages('order'), 'product')).toEqual({ read: true, write: false });
    // The customer's region is the customer form's business, not the order form's.
    expect(rules.decide(pages('order'), 'region')).toEqual({ read: false, write: false });
    expect(rules.decide(pages('customer'), 'region')).toEqual({ read: true, write: false });
    expect(rules.decide(pages('order'), 'staff')).toEqual({ read: false, write: false });
  });

  it('does not open what a form only holds in a hidden or read-only field', () => {
    const held = new AccessRules(
      new Map([
        ['account', entity('account')],
        ['quote', entity('quote')],
        ['client', entity('client', { route: 'client', links: { AccountId: 'account', QuoteId: 'quote' } }, {
          AccountId: { type: 'integer', 'x-ui': { widget: 'hidden' } },
          QuoteId: { type: 'integer', 'x-ui': { readOnly: true } },
        })],
      ]),
      new Map(),
    );
    expect(held.allows(pages('client'), 'account', 'read')).toBe(false);
    expect(held.allows(pages('client'), 'quote', 'read')).toBe(false);
  });

  it('grants an entity from its edit page as well as its own page', () => {
    expect(rules.allows(pages('grantcontrol'), 'grant', 'write')).toBe(true);
    expect(rules.allows(pages('grant'), 'grant', 'write')).toBe(true);
    expect(rules.allows(pages('staff'), 'grant', 'read')).toBe(false);
  });

  it('opens a report by its own page or by the reports page, read-only, with its filter pickers', () => {
    expect(rules.decide(pages('orderreport'), 'orderreport')).toEqual({ read: true, write: false });
    expect(rules.allows(pages('orderreport'), 'staffreport', 'read')).toBe(false);
    expect(rules.allows(pages('reports'), 'staffreport', 'read')).toBe(true);
    expect(rules.decide(pages('staffreport'), 'staff')).toEqual({ read: true, write: false });
    expect(rules.allows(pages('orderreport'), 'staff', 'read')).toBe(false);
  });

  it('opens the dashboard only by the dashboard page, and any other name as a report', () => {
    expect(rules.allows(pages('dashboard'), 'dashboard', 'read')).toBe(true);
    expect(rules.allows(pages('order'), 'dashboard', 'read')).toBe(false);
    expect(rules.allows(pages('dashboard'), 'dashboard', 'write')).toBe(false);
    // A report served by its own route (no report schema) follows the report rule.
    expect(rules.allows(pages('order', 'dashboard'), 'outstandingreport', 'read')).toBe(false);
    expect(rules.allows(pages('outstandingreport'), 'outstandingreport', 'read')).toBe(true);
    expect(rules.allows(pages('reports'), 'outstandingreport', 'write')).toBe(false);
    expect(rules.allows(pages(), 'order', 'read')).toBe(false);
  });
});
