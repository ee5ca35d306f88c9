// How reports are presented as a list: under their schema's group, groups in the order they first
// appear, reports by title within a group. The reports page and anything else that lists reports
// (a menu built from them) share this so they read in the same order.
import type { ReportSchema } from './report-schema.ts';

export type ReportGroup = { group: string; reports: ReportSchema[] };

/** Heading for reports whose schema names no group. */
export const OTHER_GROUP = 'Other reports';

/** The heading a report is shown under: its label, else its schema title, else its name. */
export function reportTitle(report: ReportSchema): string {
  return report['x-report'].label || report.title || report['x-report'].name;
}

export function groupReports(reports: Iterable<ReportSchema>): ReportGroup[] {
  const groups = new Map<string, ReportSchema[]>();
  for (const report of reports) {
    const group = report['x-report'].group || OTHER_GROUP;
    groups.set(group, [...(groups.get(group) ?? []), report]);
  }
  return [...groups].map(([group, members]) => ({ group, reports: members.sort((a, b) => reportTitle(a).localeCompare(reportTitle(b))) }));
}
