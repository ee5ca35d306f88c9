import { makeAutoObservable, observableRef } from 'mobx';
import type { ReportSchema } from '../../schema/report-schema.ts';
import { trackedLoad, type LoadState } from '../stores/trackedLoad.ts';
import type { ReportApi } from './report-api.ts';
import { groupReports, type ReportGroup } from '../../schema/report-groups.ts';

export { OTHER_GROUP, reportTitle, type ReportGroup } from '../../schema/report-groups.ts';

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
    return this.loaded ? groupReports(this.reports) : [];
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
