// An employee's menu is read again when the server refuses a call (a page taken away shows at once),
// at most once in two seconds, never for the master, and a failed read keeps the menu it had.
import { describe, expect, it } from 'vitest';
import type { LoginDataResponse } from '../../src/client/api/authApi.ts';
import { MenuStore } from '../../src/client/menu/menuStore.ts';
import type { Activity } from '../../src/client/menu/types.ts';

const tab = { tab_id: 2, tab_name: 'Sales', is_active: '1', is_subtab: '1', icon: 'sales' };
const page = (url: string): Activity => ({ tab_id: 2, activity_title: url, url, icon: null });
const answer = (urls: string[]): LoginDataResponse => ({ status: 200, data: { type: 'employee', email: 'e@x.in', tab: [tab], activity: urls.map(page) } });

function store(answers: Array<LoginDataResponse | Error>) {
  const calls: string[] = [];
  const menu = new MenuStore(async (type) => {
    calls.push(type);
    const next = answers.shift()!;
    if (next instanceof Error) throw next;
    return next;
  });
  return { menu, calls };
}

describe('menu refresh after a refused call', () => {
  it("reads an employee's grant again, at most once in two seconds", async () => {
    const { menu, calls } = store([answer(['quotation', 'sales']), answer(['quotation']), answer([])]);
    await menu.load('employee', 7);
    expect([...menu.allowedPaths!]).toEqual(['quotation', 'sales']);
    await menu.refresh(10_000);
    expect([...menu.allowedPaths!]).toEqual(['quotation']);
    await menu.refresh(11_000);
    expect(calls.length).toBe(2);
    await menu.refresh(12_001);
    expect([calls.length, menu.allowedPaths!.size]).toEqual([3, 0]);
  });

  it('keeps the menu it had when the read fails, and never reads for the master', async () => {
    const { menu } = store([answer(['sales']), new Error('network')]);
    await menu.load('employee', 7);
    await menu.refresh(10_000);
    expect([menu.status, [...menu.allowedPaths!]]).toEqual(['idle', ['sales']]);

    const master = store([{ status: 200, data: { type: 'master', email: 'm@x.in', tab: [], activity: [] } }]);
    await master.menu.load('master', 1);
    await master.menu.refresh(10_000);
    expect(master.calls).toEqual(['master']);
  });
});
