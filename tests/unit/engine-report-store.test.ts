// The report page's stores with a fake report API: the run (required filters checked before asking,
// the server's message, its 400 mapped onto the filters), the period choice, and the grouped list.
import { describe, expect, it } from 'vitest';
import type { ReportSchema } from '../../engine/schema/report-schema.ts';
import { EntityApiError } from '../../engine/ui/api.ts';
import type { ReportApi } from '../../engine/ui/report/report-api.ts';
import { ReportMetaStore } from '../../engine/ui/report/ReportMetaStore.ts';
import { ReportStore } from '../../engine/ui/report/ReportStore.ts';

const report = (name: string, group?: string, title = name): ReportSchema => ({
  title,
  type: 'object',
  properties: {
    FromDate: { type: 'string', format: 'date', title: 'From date' },
    ToDate: { type: 'string', format: 'date', title: 'To date' },
    AccountId: { type: 'integer', title: 'Account' },
  },
  required: ['FromDate', 'ToDate', 'AccountId'],
  'x-report': { name, kind: 'statement', query: 'q', period: 'full', group, links: { AccountId: 'account' }, columns: [{ field: 'Amount', title: 'Amount', type: 'money' }] },
});

function fakeApi(answer: (filters: Record<string, string>) => Promise<{ data: any; message: string }>, list: ReportSchema[] = []) {
  const calls: Record<string, string>[] = [];
  const api: ReportApi = {
    reports: async () => list,
    run: async (_name, filters) => {
      calls.push(filters);
      return answer(filters);
    },
  };
  return { api, calls };
}

const TODAY = () => '2026-11-22';

describe('ReportStore', () => {
  it('names the empty required filters and asks the server nothing', async () => {
    const { api, calls } = fakeApi(async () => ({ data: { rows: [], totals: null, summary: null }, message: 'ok' }));
    const store = new ReportStore(api, report('statement'), new URLSearchParams(), TODAY);
    expect(await store.generate()).toBeNull();
    expect(store.error).toBe('Account is required');
    expect(store.fieldErrors).toEqual({ AccountId: 'Account is required' });
    expect(calls).toEqual([]);
    store.setValue('AccountId', '5');
    expect(store.fieldErrors).toEqual({});
  });

  it('runs with the filters, keeps what it ran with, and hands back the server\'s message', async () => {
    const { api, calls } = fakeApi(async () => ({ data: { rows: [{ Amount: 10 }], totals: { Amount: 10 }, summary: null }, message: 'Generated statement Report Successfully' }));
    const store = new ReportStore(api, report('statement'), new URLSearchParams('AccountId=5'), TODAY);
    const running = store.generate();
    expect(store.loading).toBe(true);
    expect(await running).toBe('Generated statement Report Successfully');
    expect(calls).toEqual([{ FromDate: '2026-11-01', ToDate: '2026-11-30', AccountId: '5' }]);
    expect(store.state).toBe('idle');
    expect(store.result?.rows).toEqual([{ Amount: 10 }]);
    store.setPeriod('Last month');
    expect(store.values).toMatchObject({ FromDate: '2026-10-22', ToDate: '2026-11-22' });
    expect(store.generatedWith).toMatchObject({ FromDate: '2026-11-01' }); // the shown result's own filters
    store.setValue('FromDate', '2026-01-01');
    expect(store.period).toBe('Custom');
  });

  it('shows the server\'s refusal on the page and against its filter', async () => {
    const { api } = fakeApi(async () => {
      throw new EntityApiError(400, 'From date must not be after To date', [{ path: '/FromDate', message: 'From date must not be after To date' }]);
    });
    const store = new ReportStore(api, report('statement'), new URLSearchParams('AccountId=5&FromDate=2026-12-01&ToDate=2026-11-01'), TODAY);
    expect(store.generateOnOpen).toBe(true);
    expect(store.period).toBe('Custom');
    expect(await store.generate()).toBeNull();
    expect(store.state).toBe('error');
    expect(store.error).toBe('From date must not be after To date');
    expect(store.fieldErrors).toEqual({ FromDate: 'From date must not be after To date' });
  });
});

describe('ReportMetaStore', () => {
  it('groups the reports in the order the groups come, titles sorted, ungrouped ones last under their own heading', async () => {
    const { api } = fakeApi(async () => ({ data: null, message: '' }), [
      report('salesreport', 'Sales', 'Sales Report'),
      report('stockreport', 'Stock', 'Stock Report'),
      report('quotationreport', 'Sales', 'Quotation Report'),
      report('misc', undefined, 'Misc'),
    ]);
    const store = new ReportMetaStore(api);
    await store.ensureLoaded();
    expect(store.groups.map(({ group, reports }) => [group, reports.map((r) => r.title)])).toEqual([
      ['Sales', ['Quotation Report', 'Sales Report']],
      ['Stock', ['Stock Report']],
      ['Other reports', ['Misc']],
    ]);
    expect(store.get('stockreport')?.title).toBe('Stock Report');
    expect(store.get('nosuch')).toBeUndefined();
  });

  it('keeps a failed load\'s message', async () => {
    const api: ReportApi = { reports: async () => Promise.reject(new EntityApiError(0, 'Cannot reach the server.')), run: async () => ({ data: null as any, message: '' }) };
    const store = new ReportMetaStore(api);
    await store.ensureLoaded();
    expect([store.state, store.error, store.loaded]).toEqual(['error', 'Cannot reach the server.', false]);
  });
});
