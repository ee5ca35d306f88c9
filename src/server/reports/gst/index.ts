// Report queries for the GST returns, made from the sales and purchase documents' lines.
import type { ReportQuery } from '../../../../engine/server/report-types.ts';

export const gstQueries: Array<[string, ReportQuery]> = [];
