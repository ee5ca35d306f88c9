// The dashboard's figures for the chosen firm and day: loading, shown, failed, or not granted to this user
// (an employee whose role leaves the dashboard out sees only the welcome panel).
import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardData } from '../../shared/dashboard-wire.ts';
import { DashboardError, type DashboardSource, type Firm } from './dashboardApi.ts';

export type DashboardState = 'loading' | 'ready' | 'error' | 'forbidden';

export class DashboardStore {
  state: DashboardState = 'loading';
  data: DashboardData | null = null;
  error = '';
  firms: Firm[] = [];
  /** null: all firms. */
  firmId: number | null = null;
  /** yyyy-mm-dd; null: today. */
  date: string | null = null;
  readonly #source: DashboardSource;
  #request = 0;

  constructor(source: DashboardSource) {
    this.#source = source;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Loads the figures; the firm list comes along the first time (a choice appears only for two or more firms). */
  async load(): Promise<void> {
    const request = ++this.#request;
    this.state = 'loading';
    try {
      const data = await this.#source.figures(this.firmId, this.date);
      if (request !== this.#request) return; // a newer choice of firm or day has been made since
      runInAction(() => {
        this.data = data;
        this.state = 'ready';
      });
      if (this.firms.length === 0) await this.#loadFirms();
    } catch (error) {
      if (request !== this.#request) return;
      runInAction(() => {
        const status = error instanceof DashboardError ? error.status : 0;
        this.state = status === 403 ? 'forbidden' : 'error';
        this.error = error instanceof Error ? error.message : String(error);
      });
    }
  }

  selectFirm(firmId: number | null): void {
    this.firmId = firmId;
    void this.load();
  }

  /** Another day's figures (an empty or malformed date is ignored: the input is still being typed). */
  selectDate(date: string): void {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    this.date = date;
    void this.load();
  }

  async #loadFirms(): Promise<void> {
    try {
      const firms = await this.#source.firms();
      runInAction(() => (this.firms = firms));
    } catch {
      // Without the firm list (an employee not granted firms) the dashboard shows all firms, with no choice.
    }
  }
}
