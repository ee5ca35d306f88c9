// The report calls, over the app shell's HTTP client: the report schemas the user may open
// (GET /api/meta/reports) and one report run (GET /api/reports/{name}?filters).
import type { KyInstance } from 'ky';
import type { ReportSchema } from '../../schema/report-schema.ts';
import { callApi, fromKyError } from '../api.ts';
import type { ReportRowData } from './cells.ts';
import type { FilterValues } from './filters.ts';

export type ReportData = {
  rows: ReportRowData[];
  totals: ReportRowData | null;
  /** Figures shown above the grid (a start and an end figure, say): label to value. */
  summary: Record<string, string | number | null> | null;
};

export type ReportApi = {
  reports(): Promise<ReportSchema[]>;
  /** The rows and the server's message ('Generated <kind> Report Successfully'). */
  run(name: string, filters: FilterValues): Promise<{ data: ReportData; message: string }>;
  /** A file the server builds from the report's filters (x-report.downloads): GET /api/reports/{path}?filters, as text. */
  file?(path: string, filters: FilterValues): Promise<string>;
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
    async file(path, filters) {
      const searchParams = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
      try {
        return await http.get(`reports/${path}`, { searchParams }).text();
      } catch (error) {
        throw fromKyError(error, 'Could not build the file.');
      }
    },
  };
}
