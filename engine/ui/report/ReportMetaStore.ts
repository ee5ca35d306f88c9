import { makeAutoObservable, observableRef } from 'mobx';
import type { ReportSchema } from '../../schema/report-schema.ts';
import { trackedLoad, type LoadState } from '../stores/trackedLoad.ts';
import type { ReportApi } from './report-api.ts';

export type ReportGroup = { group: string; reports: ReportSchema[] };

/** Heading for reports whose schema names no group. */
export const OTHER_GROUP = 'Other reports';

/** The report schemas the signed-in user may open (GET /api/meta/reports), loaded once per session. */
export class ReportMetaStore {
  state: LoadState = 'idle';
  error: string | null = null;
  loaded = false;
  reports: ReportSchema[] = [];
  private readonly api: ReportApi;
  private pending: Promise<void> | null = null;

  constructor(api: ReportApi) {
    this.api = api;
    makeAutoObservable<ReportMetaStore, 'api' | 'pending'>(this, { api: false, pending: false, reports: observableRef });
  }

  get(name: string): ReportSchema | undefined {
    return this.loaded ? this.reports.find((report) => report['x-report'].name === name) : undefined;
  }

  /** Reports under their group headings, groups in the order they first appear, reports by title. */
  get groups(): ReportGroup[] {
    if (!this.loaded) return [];
    const groups = new Map<string, ReportSchema[]>();
    for (const report of this.reports) {
      const group = report['x-report'].group || OTHER_GROUP;
      groups.set(group, [...(groups.get(group) ?? []), report]);
    }
    return [...groups].map(([group, reports]) => ({ group, reports: reports.sort((a, b) => reportTitle(a).localeCompare(reportTitle(b))) }));
  }

  ensureLoaded(): Promise<void> {
    if (this.loaded) return Promise.resolve();
    return this.pending ?? this.reload();
  }

  reload(): Promise<void> {
    const request = trackedLoad(this, () => this.api.reports(), (reports) => this.setReports(reports)).finally(() => {
      if (this.pending === request) this.pending = null;
    });
    this.pending = request;
    return request;
  }

  setReports(reports: ReportSchema[]): void {
    this.reports = reports;
    this.loaded = true;
    this.state = 'idle';
    this.error = null;
  }
}

/** The heading a report shows: its label, else its schema title, else its name. */
export function reportTitle(report: ReportSchema): string {
  return report['x-report'].label || report.title || report['x-report'].name;
}
