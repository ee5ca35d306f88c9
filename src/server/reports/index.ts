// Every report query the server runs, by the name report schemas give in `x-report.query`.
import type { ReportQueries } from '../../../engine/server/report-types.ts';
import { documentQueries } from './documents/index.ts';

export const reportQueries: ReportQueries = new Map([...documentQueries]);

/** The spec's announcement of a generated report (section 8). */
export const reportMessage = (kind: string) => `Generated ${kind} Report Successfully`;
