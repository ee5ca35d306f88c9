// Every report query the server runs, by the name report schemas give in `x-report.query`.
// Each area keeps its own list, so adding a report touches only its area's index.
import type { ReportQueries } from '../../../engine/server/index.ts';
import { accountingQueries } from './accounting/index.ts';
import { documentQueries } from './documents/index.ts';

export const reportQueries: ReportQueries = new Map([...documentQueries, ...accountingQueries]);

/** The spec's announcement of a generated report (section 8). */
export const reportMessage = (kind: string) => `Generated ${kind} Report Successfully`;
