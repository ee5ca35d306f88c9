// The edit log required of accounting software in India since April 2023: every create, update and
// delete, with who did it, when, and the record before and after. Written in the caller's transaction.
import type { Kysely } from 'kysely';

export type EditEntry = {
  tenantId: number;
  actor: string;
  /** Set when an employee made the change (their employee record's Id). */
  employeeId?: number | null;
  entity: string;
  recordId: number | null;
  action: 'create' | 'update' | 'delete';
  before?: unknown;
  after?: unknown;
};

export async function recordEdit(trx: Kysely<any>, entry: EditEntry): Promise<void> {
  await trx
    .insertInto('edit_log')
    .values({
      tenant_id: entry.tenantId,
      at: new Date().toISOString(),
      actor: entry.actor,
      employee_id: entry.employeeId ?? null,
      entity: entry.entity,
      record_id: entry.recordId,
      action: entry.action,
      before_data: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_data: entry.after === undefined ? null : JSON.stringify(entry.after),
    })
    .execute();
}
