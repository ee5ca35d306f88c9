// What every dashboard query gets: the database, the caller's tenant (from the verified token), the
// firm asked for (null: all firms) and the periods of the day asked for.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DashboardPeriods } from './period.ts';

export type DashboardScope = {
  db: Kysely<any>;
  tenantId: number;
  firmId: number | null;
  periods: DashboardPeriods;
};

/** ` and <column> = <firm>` for one firm's dashboard, nothing for all firms. */
export function firmFilter(scope: DashboardScope, column: string): RawBuilder<unknown> {
  return scope.firmId === null ? sql`` : sql` and ${sql.ref(column)} = ${scope.firmId}`;
}

/** A SUM from either store as a number of paise or thousandths (PostgreSQL sums bigints as numeric text). */
export const whole = (value: unknown): number => Number(value ?? 0);
