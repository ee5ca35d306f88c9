import { createContext, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { EntityApi } from './api.ts';
import { MetaStore } from './stores/MetaStore.ts';
import { noFormDraft, type UseFormDraft } from './form/formDraft.ts';

export type NotifyVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
/** The app's toast function (it wraps whatever toast library the shell uses). */
export type Notify = (message: string, variant?: NotifyVariant) => void;

/**
 * Override components by `${entity}:${slot}`, e.g. 'vehicle:form' replaces the generic form of that
 * entity. A slot component receives the same props as the engine component it replaces.
 */
export type EngineSlots = Record<string, ComponentType<any>>;

export type EngineContextValue = {
  api: EntityApi;
  notify: Notify;
  slots: EngineSlots;
  meta: MetaStore;
  /** Keeps forms' unsaved changes (see form/formDraft.ts); a no-op unless the app gives one. */
  formDraft: UseFormDraft;
};

const EngineContext = createContext<EngineContextValue | null>(null);

export type EngineProviderProps = {
  api: EntityApi;
  notify: Notify;
  slots?: EngineSlots;
  /** A meta store to share (e.g. one the shell already loaded); by default the provider makes one. */
  meta?: MetaStore;
  /** The app's hook keeping forms' drafts; pass the same function on every render. */
  formDraft?: UseFormDraft;
  children?: ReactNode;
};

const NO_SLOTS: EngineSlots = {};

export function EngineProvider({ api, notify, slots = NO_SLOTS, meta, formDraft = noFormDraft, children }: EngineProviderProps) {
  const [ownMeta] = useState(() => meta ?? new MetaStore(api));
  const metaStore = meta ?? ownMeta;
  const value = useMemo<EngineContextValue>(
    () => ({ api, notify, slots, meta: metaStore, formDraft }),
    [api, notify, slots, metaStore, formDraft],
  );
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error('Engine components must be rendered inside <EngineProvider>.');
  return value;
}

/** The override registered for `${entity}:${slot}`, if any. */
export function useSlot<P>(entity: string, slot: string): ComponentType<P> | undefined {
  return useEngine().slots[`${entity}:${slot}`] as ComponentType<P> | undefined;
}
