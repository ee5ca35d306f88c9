// How far a firm's books are closed (src/server/periods/closed-years.ts): the write guard's closedThrough is
// the end of the firm's latest closed financial year, or null; each firm and each business on its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../engine/server/index.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { closedThrough, closedYears } from '../../src/server/periods/closed-years.ts';
import { yearCloseTable } from '../../src/server/periods/year-close-table.ts';

describe('closed years (SQLite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-closed-years-'));
  let database: Database | null = null;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the end of the latest closed year of that firm of that business', async () => {
    database = await openDatabase({ databaseUrl: null, dataDir });
    const { db } = database;
    await migrate(db, 'sqlite', [yearCloseTable]);
    const close = (tenant_id: number, firm_id: number, year: number, stock_valuation = 'FIFO') =>
      db.insertInto('year_close').values({ tenant_id, firm_id, year_start: `${year}-04-01`, year_end: `${year + 1}-03-31`, stock_valuation, closed_at: '2026-05-01T10:00:00.000Z', closed_by: 'owner@example.com' }).execute();
    expect(await closedThrough(db, 1, 7)).toBeNull();
    await close(1, 7, 2024);
    await close(1, 7, 2025, 'Weighted average');
    await close(1, 8, 2023); // another firm
    await close(2, 7, 2026); // another business's firm 7
    expect(await closedThrough(db, 1, 7)).toBe('2026-03-31');
    expect(await closedThrough(db, 1, 8)).toBe('2024-03-31');
    expect(await closedThrough(db, 2, 7)).toBe('2027-03-31');
    expect(await closedThrough(db, 2, 8)).toBeNull();
    expect((await closedYears(db, 1, 7)).map((year) => [year.yearStart, year.yearEnd, year.stockValuation])).toEqual([
      ['2024-04-01', '2025-03-31', 'FIFO'],
      ['2025-04-01', '2026-03-31', 'Weighted average'],
    ]);
  });
});
