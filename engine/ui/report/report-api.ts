// The report calls, over the app shell's HTTP client: the report schemas the user may open
// (GET /api/meta/reports) and one report run (GET /api/reports/{name}?filters).
import type { KyInstance } from 'ky';
import type { ReportSchema } from '../../schema/report-schema.ts';
import { callApi } from '../api.ts';
import type { ReportRowData } from './cells.ts';
import type { FilterValues } from './filters.ts';

export type ReportData = {
  rows: ReportRowData[];
  totals: ReportRowData | null;
  /** Figures shown above the grid (opening and closing balance, say): label to value. */
  summary: Record<string, string | number | null> | null;
};

export type ReportApi = {
  reports(): Promise<ReportSchema[]>;
  /** The rows and the server's message ('Generated <kind> Report Successfully'). */
  run(name: string, filters: FilterValues): Promise<{ data: ReportData; message: string }>;
};

export function createReportApi(http: KyInstance): ReportApi {
  return {
    async reports() {
      const { data } = await callApi<{ reports?: ReportSchema[] }>(() => http.get('meta/reports').json(), 'Could not load the list of reports.');
      return Array.isArray(data?.reports) ? data.reports : [];
    },
    async run(name, filters) {
      const searchParams = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
      const { data, message } = await callApi<Partial<ReportData>>(
        () => http.get(`reports/${encodeURIComponent(name)}`, { searchParams }).json(),
        'Could not generate the report.',
      );
      return {
        data: {
          rows: Array.isArray(data?.rows) ? data.rows : [],
          totals: data?.totals && typeof data.totals === 'object' ? data.totals : null,
          summary: data?.summary && typeof data.summary === 'object' ? data.summary : null,
        },
        message,
      };
    },
  };
}
