// Drafts of unsaved forms in the browser's storage, one per signed-in user, business and form: a bill
// half-typed when the session ended (or the tab was reloaded) is offered back when that form opens again.
// Pure functions over a Storage, so they are unit-tested in Node.

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Whose drafts: the business (tenant) and the login (account) that typed them. */
export type DraftOwner = { tenant: number | string; user: number | string };

export type Draft<T = unknown> = { savedAt: string; label: string; data: T };

const PREFIX = 'bahi.draft';

/** bahi.draft:<tenant>:<user>:<entity>:<record id, or "new"> */
export function draftKey(owner: DraftOwner, entity: string, recordId: number | string | null): string {
  return [PREFIX, owner.tenant, owner.user, entity, recordId ?? 'new'].map(String).join(':');
}

/** Keeps the form's data (anything JSON can hold); false when the browser's storage refuses (full, private mode). */
export function saveDraft(storage: DraftStorage, key: string, label: string, data: unknown, now = new Date()): boolean {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), label, data } satisfies Draft));
    return true;
  } catch {
    return false;
  }
}

/** The draft under the key, or null; an unreadable one is removed. */
export function loadDraft<T = unknown>(storage: DraftStorage, key: string): Draft<T> | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Draft<T>>;
    if (typeof value === 'object' && value !== null && typeof value.savedAt === 'string' && 'data' in value) {
      return { savedAt: value.savedAt, label: typeof value.label === 'string' ? value.label : '', data: value.data as T };
    }
  } catch {
    // fall through: not ours to read
  }
  storage.removeItem(key);
  return null;
}

export function clearDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}

/** The keys of one owner's drafts (every form of theirs with one). */
export function draftKeysOf(storage: DraftStorage, owner: DraftOwner): string[] {
  const prefix = `${[PREFIX, owner.tenant, owner.user].map(String).join(':')}:`;
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}
