// The report pages' data access: the shell's `?auth=` HTTP client, and the report schemas the
// signed-in user may open, loaded once per session (another user never sees the previous one's list).
import { createReportApi, type ReportApi } from '../../../engine/ui/report/report-api.ts';
import { ReportMetaStore } from '../../../engine/ui/report/ReportMetaStore.ts';
import { api } from '../api/http.ts';
import { session } from '../session/appSession.ts';

export const reportApi: ReportApi = createReportApi(api);

let current: { generation: number; store: ReportMetaStore } | null = null;

export function sessionReports(): ReportMetaStore {
  // Per sign-in, not per token: a renewed token keeps what was loaded.
  const generation = session.generation;
  if (!current || current.generation !== generation) current = { generation, store: new ReportMetaStore(reportApi) };
  return current.store;
}
