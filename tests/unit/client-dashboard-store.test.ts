// The dashboard store: loading, shown, failed (with the server's message), not granted (403), and a
// firm chosen while another firm's figures are still on their way.
import { describe, expect, it } from 'vitest';
import { DashboardError, type DashboardSource, type Firm } from '../../src/client/dashboard/dashboardApi.ts';
import { DashboardStore } from '../../src/client/dashboard/DashboardStore.ts';
import type { DashboardData } from '../../src/shared/dashboard-wire.ts';

const figures = (firmId: number | null, date: string | null = null) => ({ FirmId: firmId, Date: date ?? '2026-11-22' }) as DashboardData;
const FIRMS: Firm[] = [{ Id: 1, FirmName: 'A' }, { Id: 2, FirmName: 'B' }];

function source(over: Partial<DashboardSource> = {}): DashboardSource & { calls: Array<number | null> } {
  const calls: Array<number | null> = [];
  return { calls, figures: async (firmId, date) => (calls.push(firmId), figures(firmId, date)), firms: async () => FIRMS, ...over };
}

describe('dashboard store', () => {
  it('loads the figures for all firms, then the firms to choose from', async () => {
    const store = new DashboardStore(source());
    expect(store.state).toBe('loading');
    await store.load();
    expect([store.state, store.data?.FirmId, store.firms]).toEqual(['ready', null, FIRMS]);
  });

  it('keeps the server\'s message on failure, and turns a 403 into "not granted"', async () => {
    const failing = new DashboardStore(source({ figures: async () => Promise.reject(new DashboardError(500, 'Something went wrong')) }));
    await failing.load();
    expect([failing.state, failing.error]).toEqual(['error', 'Something went wrong']);
    const refused = new DashboardStore(source({ figures: async () => Promise.reject(new DashboardError(403, 'Your role does not include this page')) }));
    await refused.load();
    expect(refused.state).toBe('forbidden');
  });

  it('shows the last firm chosen even when an earlier answer arrives after it', async () => {
    const pending: Array<() => void> = [];
    const slow = source({
      figures: (firmId) => new Promise((resolve) => pending.push(() => resolve(figures(firmId)))),
      firms: async () => FIRMS,
    });
    const store = new DashboardStore(slow);
    store.selectFirm(1);
    store.selectFirm(2);
    pending[1]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    pending[0]();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([store.state, store.firmId, store.data?.FirmId]).toEqual(['ready', 2, 2]);
  });

  it('loads another day when one is chosen, and ignores a date still being typed', async () => {
    const store = new DashboardStore(source());
    await store.load();
    store.selectDate('2026-04-01');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([store.date, store.data?.Date]).toEqual(['2026-04-01', '2026-04-01']);
    store.selectDate('');
    store.selectDate('0002-04-0');
    expect(store.date).toBe('2026-04-01');
  });

  it('still shows the figures when the firm list is not granted', async () => {
    const store = new DashboardStore(source({ firms: async () => Promise.reject(new DashboardError(403, 'no')) }));
    await store.load();
    expect([store.state, store.firms]).toEqual(['ready', []]);
  });
});
