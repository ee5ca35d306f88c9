// The engine's data access for this app: the shell's `?auth=` HTTP client and its toasts. The schema
// store is per signed-in session, so a different user (or an employee with other grants) never sees
// the previous user's schemas.
import { createEntityApi, type EntityApi } from '../../../engine/ui/api.ts';
import { MetaStore } from '../../../engine/ui/stores/MetaStore.ts';
import { api } from '../api/http.ts';
import { session } from '../session/appSession.ts';

export const entityApi: EntityApi = createEntityApi(api);

let current: { generation: number; meta: MetaStore } | null = null;

export function sessionMeta(): MetaStore {
  // Per sign-in, not per token: a renewed token keeps what was loaded.
  const generation = session.generation;
  if (!current || current.generation !== generation) current = { generation, meta: new MetaStore(entityApi) };
  return current.meta;
}
