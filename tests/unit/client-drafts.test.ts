// Drafts of unsaved forms in the browser's storage: one per business, login and form; unreadable ones
// go; the token names whose they are.
import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, draftKeysOf, loadDraft, saveDraft } from '../../src/client/drafts/draftStorage.ts';
import { sessionEndMessage } from '../../src/client/session/sessionEndNote.ts';
import { tokenOwner } from '../../src/client/session/tokenOwner.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const bill = { header: { PartyId: 4, Remarks: 'Half typed' }, lines: [{ ItemId: 9, Qty: 3, Rate: 31.5 }] };

describe('draft storage', () => {
  it('keys a draft by business, login, form and record', () => {
    expect(draftKey({ tenant: 2, user: 7 }, 'salesinvoice', null)).toBe('bahi.draft:2:7:salesinvoice:new');
    expect(draftKey({ tenant: 2, user: 7 }, 'salesinvoice', 12)).toBe('bahi.draft:2:7:salesinvoice:12');
  });

  it('keeps, reads back and clears a draft', () => {
    const storage = memoryStorage();
    const key = draftKey({ tenant: 2, user: 7 }, 'salesinvoice', null);
    expect(saveDraft(storage, key, 'bill', bill, new Date('2026-11-26T05:00:00.000Z'))).toBe(true);
    expect(loadDraft(storage, key)).toEqual({ savedAt: '2026-11-26T05:00:00.000Z', label: 'bill', data: bill });
    clearDraft(storage, key);
    expect(loadDraft(storage, key)).toBeNull();
  });

  it("keeps one login's drafts apart from another's and from another business's", () => {
    const storage = memoryStorage();
    saveDraft(storage, draftKey({ tenant: 2, user: 7 }, 'salesinvoice', null), 'bill', bill);
    saveDraft(storage, draftKey({ tenant: 2, user: 7 }, 'receipt', null), 'voucher', {});
    saveDraft(storage, draftKey({ tenant: 2, user: 8 }, 'salesinvoice', null), 'bill', {});
    saveDraft(storage, draftKey({ tenant: 3, user: 7 }, 'salesinvoice', null), 'bill', {});
    storage.setItem('userDetails', '{}');
    expect(draftKeysOf(storage, { tenant: 2, user: 7 }).sort()).toEqual(['bahi.draft:2:7:receipt:new', 'bahi.draft:2:7:salesinvoice:new']);
    expect(loadDraft(storage, draftKey({ tenant: 2, user: 8 }, 'salesinvoice', 12))).toBeNull();
  });

  it('removes an unreadable draft instead of offering it', () => {
    const storage = memoryStorage();
    storage.setItem('bahi.draft:2:7:salesinvoice:new', '{not json');
    storage.setItem('bahi.draft:2:7:receipt:new', '{"data":1}');
    expect(loadDraft(storage, 'bahi.draft:2:7:salesinvoice:new')).toBeNull();
    expect(loadDraft(storage, 'bahi.draft:2:7:receipt:new')).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('answers false when the browser refuses to store (full, private mode)', () => {
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(saveDraft(storage, 'k', 'bill', bill)).toBe(false);
  });
});

describe('whose drafts and the sign-in message', () => {
  it("reads the business and login from the token's claims", () => {
    const payload = Buffer.from(JSON.stringify({ sub: 7, tid: 2, kind: 'master', email: 'a@b.in', exp: 1 })).toString('base64url');
    expect(tokenOwner(`${payload}.mac`, 7)).toEqual({ tenant: 2, user: 7 });
    expect(tokenOwner('not-a-token', 7)).toEqual({ tenant: 0, user: 7 });
  });

  it('says what was kept', () => {
    expect(sessionEndMessage(['bill'])).toBe('Your session ended; your unsaved bill is kept as a draft. Sign in to carry on.');
    expect(sessionEndMessage(['bill', 'voucher'])).toBe('Your session ended; your 2 unsaved forms are kept as drafts. Sign in to carry on.');
    expect(sessionEndMessage([])).toBe('Your session has expired. Please sign in again.');
  });
});
