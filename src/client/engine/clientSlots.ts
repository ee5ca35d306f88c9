// A client's customisation may register components for engine slots in overrides/clients/<name>/index.ts
// (export `slots`). Every client's module is a separate lazy chunk; only the active one (named by the
// server) is loaded.
import { useEffect, useState } from 'react';
import type { EngineSlots } from '../../../engine/ui/EngineProvider.tsx';
import type { MetaStore } from '../../../engine/ui/stores/MetaStore.ts';

type ClientModule = { slots?: EngineSlots };

const CLIENT_MODULES = import.meta.glob<ClientModule>('../../../overrides/clients/*/index.ts');
const NO_SLOTS: EngineSlots = {};
const loaded = new Map<string, EngineSlots>();

export function clientModulePath(client: string): string {
  return `../../../overrides/clients/${client}/index.ts`;
}

/** The active client's slot components; none until its module has loaded, or when it has none. */
export function useClientSlots(meta: MetaStore): EngineSlots {
  const client = meta.client;
  const [slots, setSlots] = useState<EngineSlots>(() => (client ? loaded.get(client) ?? NO_SLOTS : NO_SLOTS));
  useEffect(() => {
    if (!client) return;
    const load = CLIENT_MODULES[clientModulePath(client)];
    if (!load) return;
    let live = true;
    void load().then((module) => {
      const found = module.slots ?? NO_SLOTS;
      loaded.set(client, found);
      if (live) setSlots(found);
    });
    return () => {
      live = false;
    };
  }, [client]);
  return slots;
}
