import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ReportSchema } from '../../schema/report-schema.ts';
import { toApiError } from '../api.ts';
import type { LoadState } from '../stores/trackedLoad.ts';
import { filterFields, initialFilters, missingRequired, withPeriod, type FilterField, type FilterValues } from './filters.ts';
import { PERIOD_CUSTOM } from './period.ts';
import type { ReportApi, ReportData } from './report-api.ts';

/**
 * One report page: the filter values and period choice, the run (idle | loading | error), and the last
 * result with the filters it was generated for (what the grid, the exports and the print show).
 */
export class ReportStore {
  readonly report: ReportSchema;
  readonly fields: FilterField[];
  values: FilterValues;
  period: string | null;
  state: LoadState = 'idle';
  error: string | null = null;
  /** Messages by filter name, from the form's own check or the server's 400. */
  fieldErrors: Record<string, string> = {};
  result: ReportData | null = null;
  /** The filters of the shown result (the form may have moved on since). */
  generatedWith: FilterValues | null = null;
  private readonly api: ReportApi;
  private readonly today: () => string;
  private sequence = 0;

  constructor(api: ReportApi, report: ReportSchema, query: URLSearchParams, today: () => string) {
    this.api = api;
    this.report = report;
    this.today = today;
    this.fields = filterFields(report);
    const initial = initialFilters(report, query, today());
    this.values = initial.values;
    this.period = initial.period;
    this.generateOnOpen = initial.generateNow;
    makeAutoObservable<ReportStore, 'api' | 'today' | 'sequence'>(this, {
      report: false,
      fields: false,
      api: false,
      today: false,
      sequence: false,
      result: observableRef,
    });
  }

  /** The address carried every required filter: the page generates as soon as it opens. */
  readonly generateOnOpen: boolean;

  get loading(): boolean {
    return this.state === 'loading';
  }

  setValue(name: string, value: string): void {
    this.values = { ...this.values, [name]: value };
    if (this.fieldErrors[name]) {
      const { [name]: _cleared, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
    }
    // Typing a date by hand is a custom period.
    if (this.period && (name === 'FromDate' || name === 'ToDate')) this.period = PERIOD_CUSTOM;
  }

  setPeriod(period: string): void {
    this.period = period;
    this.values = withPeriod(this.values, period, this.today());
    const { FromDate: _f, ToDate: _t, ...rest } = this.fieldErrors;
    this.fieldErrors = rest;
  }

  /** Runs the report; resolves to the server's message, or null when it failed (see `error`). */
  async generate(): Promise<string | null> {
    const missing = missingRequired(this.fields, this.values);
    if (missing.length > 0) {
      this.fieldErrors = Object.fromEntries(missing.map((field) => [field.name, `${field.title} is required`]));
      this.error = missing.length === 1 ? `${missing[0].title} is required` : `Fill in ${missing.map((field) => field.title).join(', ')}`;
      this.state = 'error';
      return null;
    }
    const values = { ...this.values };
    const sequence = ++this.sequence;
    this.state = 'loading';
    this.error = null;
    this.fieldErrors = {};
    try {
      const { data, message } = await this.api.run(this.report['x-report'].name, values);
      if (sequence !== this.sequence) return null;
      runInAction(() => {
        this.result = data;
        this.generatedWith = values;
        this.state = 'idle';
      });
      return message;
    } catch (error) {
      if (sequence !== this.sequence) return null;
      const failure = toApiError(error, 'Could not generate the report.');
      runInAction(() => {
        this.state = 'error';
        this.error = failure.message;
        this.fieldErrors = Object.fromEntries(
          failure.errors.map((problem) => [problem.path.replace(/^\//, ''), problem.message]).filter(([name]) => name !== ''),
        );
      });
      return null;
    }
  }
}
