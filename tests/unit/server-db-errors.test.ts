// Which table a store's unique violation names: registration tells a clash on the account's e-mail (a race
// with the same address) from one in the default menu it seeds (two pages under one title).
import { describe, expect, it } from 'vitest';
import { uniqueViolationTable } from '../../src/server/db/errors.ts';

describe('uniqueViolationTable', () => {
  it('reads PostgreSQL\'s table and SQLite\'s message, and nothing from other errors', () => {
    expect(uniqueViolationTable({ code: '23505', table: 'account', constraint: 'account_uq_email' })).toBe('account');
    expect(uniqueViolationTable({ errcode: 2067, message: 'UNIQUE constraint failed: activity.tenant_id, activity.tab_id, activity.activity_title' })).toBe('activity');
    expect(uniqueViolationTable({ code: '23503', table: 'account' })).toBeNull();
    expect(uniqueViolationTable(new Error('boom'))).toBeNull();
  });
});
