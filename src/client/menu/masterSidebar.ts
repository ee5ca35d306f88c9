// The master's sidebar: every entity schema the server sends (GET /api/meta/entities) that has a menu
// block, placed by src/shared/menu-from-schemas.ts, so a new schema file reaches the sidebar with no code.
// Until the schemas arrive (loadMasterSchemas) the shell's own pages (dashboard, reports) are shown.
import { sessionMeta } from '../engine/engineContext.ts';
import { buildSidebar, menuPages, type MenuEntry } from '../../shared/menu-from-schemas.ts';

export function masterSidebar(): MenuEntry[] {
  const meta = sessionMeta();
  const schemas = meta.names.map((name) => meta.get(name)!);
  return buildSidebar(menuPages(schemas, []));
}

/** Starts the session's one shared schema load (the caller, a MobX observer, redraws when it lands). */
export function loadMasterSchemas(): void {
  void sessionMeta().ensureLoaded().catch(() => undefined);
}
