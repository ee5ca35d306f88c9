// The dashboard's calls: its figures, and the firms to choose between.
import { isHTTPError } from 'ky';
import { describeError } from '../api/apiError.ts';
import { api } from '../api/http.ts';
import type { DashboardData } from '../../shared/dashboard-wire.ts';

export type Firm = { Id: number; FirmName: string };

/** A failed call, with its HTTP status (0 when the server was not reached) and a message to show. */
export class DashboardError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'DashboardError';
    this.status = status;
  }
}

export type DashboardSource = {
  /** A null firm is all firms; a null date is today (in India). */
  figures(firmId: number | null, date: string | null): Promise<DashboardData>;
  firms(): Promise<Firm[]>;
};

async function read<T>(call: () => Promise<{ data: T }>, fallback: string): Promise<T> {
  try {
    return (await call()).data;
  } catch (error) {
    throw new DashboardError(isHTTPError(error) ? error.response.status : 0, describeError(error, fallback));
  }
}

export const dashboardSource: DashboardSource = {
  figures: (firmId, date) => {
    const searchParams = { ...(firmId === null ? {} : { FirmId: firmId }), ...(date === null ? {} : { Date: date }) };
    return read(() => api.get('dashboard', { searchParams }).json<{ data: DashboardData }>(), 'The figures could not be loaded.');
  },
  firms: async () =>
    (await read(() => api.get('firm', { searchParams: { Page: 1, PerPage: 100, sort: 'FirmName' } }).json<{ data: { rows: Firm[] } }>(), 'The firms could not be loaded.')).rows,
};
