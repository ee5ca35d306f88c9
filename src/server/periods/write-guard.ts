// The one rule every entity write passes through (the engine runs it before each entity's own hooks,
// EntityStoreDeps.everyEntity): nothing is written into a firm's closed books. A dated record (a document
// or voucher) may not be made, changed or deleted on a day the firm's books are locked (lockedThrough), and
// an edit is judged by its old date and firm as well as its new ones (moving a bill out of a locked month
// changes that month). A document a filed GST return reported (returns-fed.ts) may not be changed or
// deleted, nor a new one dated in the filed period. The openings stand before every locked day: a ledger's,
// party's or item's opening cannot change while any firm has a lock; nor a firm's stock valuation method
// while its books are locked (it would restate the locked periods' stock, AS 2 para 36 a change of policy
// applies from the period it is made in).
// The refusal is a 400 with the date field's path, so the form shows it beside the date: it is the
// request that cannot be met as sent, not a stale record (409 is this API's "reload and try again").
import type { EntityHooks, WriteContext } from '../../../engine/server/index.ts';
import type { Registry, Row } from '../../../engine/schema/index.ts';
import { documents } from '../../../overrides/billing/document-kinds.ts';
import { VOUCHER_KINDS } from '../../shared/voucher-kinds.ts';
import { todayInIndia } from '../documents/hooks.ts';
import { badRequest } from '../http/errors.ts';
import { describedVouchers } from '../vouchers/voucher-rules.ts';
import { dmy, periodLabel } from './dates.ts';
import { firmWithMarks } from './firm-marks.ts';
import { anyLock, closedYearOf, lockDateOf, lockedMessage, lockedThrough } from './locked-through.ts';
import type { GstReturn } from './period-table.ts';
import { remedyFor, returnsFedBy } from './returns-fed.ts';

/** A record that lives on a date in a firm's books. */
type Dated = { dateField: string; title: string; numberField: string | null; side: 'sales' | 'purchase'; returns: GstReturn[] };

function datedEntities(registry: Registry): Map<string, Dated> {
  const dated = new Map<string, Dated>();
  for (const kind of documents().kinds) {
    // Quotations and orders write nothing in the books (effect none): no lock holds them.
    if (!registry.has(kind.entity) || kind.effect === 'none') continue;
    dated.set(kind.entity, { dateField: kind.dateField, title: kind.title, numberField: kind.prefixedField, side: kind.side, returns: returnsFedBy(kind.entity) });
  }
  const vouchers = [...VOUCHER_KINDS.map((kind) => ({ entity: kind.entity as string, dateField: 'VoucherDate' })), ...describedVouchers().map((voucher) => ({ entity: voucher.entity, dateField: voucher.dateField }))];
  for (const { entity, dateField } of vouchers) {
    const schema = registry.get(entity);
    if (schema) dated.set(entity, { dateField, title: schema.title ?? entity, numberField: 'PrefixVoucherNo', side: 'sales', returns: [] });
  }
  return dated;
}

/** "Sales Bill S/12" or "a new Sales Bill". */
function named(dated: Dated, record: Row, before: Row | null): string {
  const number = dated.numberField ? (before ?? record)[dated.numberField] : null;
  return number ? `${dated.title} ${String(number)}` : `a new ${dated.title}`;
}

type Check = { firmId: unknown; date: string; what: string; done: 'made' | 'changed' | 'deleted'; moved: boolean };

async function refuseClosed(ctx: WriteContext, registry: Registry, dated: Dated, check: Check): Promise<void> {
  if (check.firmId === undefined || check.firmId === null || !Number.isInteger(Number(check.firmId))) return;
  const firmId = Number(check.firmId);
  // The firm with its marks in one read, kept for the rest of the save (the document's rules take the
  // firm from it): this guard adds no statement to a save.
  const firm = await firmWithMarks(ctx.trx, registry, ctx.tenantId, firmId);
  if (!firm) return; // no such firm: the save's own rules name it
  const path = [{ path: `/${dated.dateField}`, message: '' }];
  const lock = await lockedThrough(ctx.trx, ctx.tenantId, firmId);
  if (lock && check.date <= lock.date) {
    const message = lockedMessage(lock, `${check.what} dated ${dmy(check.date)} cannot be ${check.done}`);
    throw badRequest(message, [{ ...path[0], message }]);
  }
  for (const filed of dated.returns) {
    const mark = firm.marks.find((one) => one.kind === filed && one.from <= check.date && check.date <= one.to);
    if (!mark) continue;
    const done = check.done === 'made' ? 'dated in it' : `${check.done}${check.moved ? ' (its old date is in the filed period)' : ''}`;
    const message = `${filed} for ${periodLabel(mark.from, mark.to)} is filed${mark.filedOn ? ` (on ${dmy(mark.filedOn)})` : ''}: ${check.what} dated ${dmy(check.date)} cannot be ${done}. Instead, ${remedyFor(filed, dated.side)}.`;
    throw badRequest(message, [{ ...path[0], message }]);
  }
}

/** Whether a master's opening fields (every field named Opening…) differ between two versions. */
function openingChanged(record: Row | null, before: Row | null): boolean {
  const fields = new Set([...Object.keys(record ?? {}), ...Object.keys(before ?? {})].filter((name) => name.startsWith('Opening')));
  const amount = (row: Row | null, name: string) => {
    const value = row?.[name];
    return value === undefined || value === null || value === '' || value === 0 ? null : String(value);
  };
  // Nothing opened on either side (a new master with no opening, or a type with no amount) changes nothing.
  const opened = (row: Row | null) => [...fields].some((name) => !/Type$/.test(name) && amount(row, name) !== null);
  if (!opened(record) && !opened(before)) return false;
  return [...fields].some((name) => amount(record, name) !== amount(before, name));
}

const OPENING_MASTERS: Record<string, string> = { ledger: 'opening balance', party: 'opening balance', item: 'opening stock' };

async function refuseOpening(ctx: WriteContext, record: Row | null, before: Row | null): Promise<void> {
  const what = OPENING_MASTERS[ctx.entity];
  if (!what || !openingChanged(record, before)) return;
  const lock = await anyLock(ctx.trx, ctx.tenantId);
  if (!lock) return;
  const name = String((before ?? record)?.LedgerName ?? (before ?? record)?.PartyName ?? (before ?? record)?.ItemName ?? '');
  const message = lockedMessage(lock, `the ${what} of ${name || `this ${ctx.entity}`} stands before every locked day and cannot be ${record ? 'changed' : 'deleted'}`);
  const field = Object.keys(record ?? before ?? {}).find((key) => key.startsWith('Opening')) ?? '';
  throw badRequest(message, [{ path: `/${field}`, message }]);
}

/**
 * A closed year keeps the method it was closed with (reports/stock/valuation-method.ts), so a new method
 * applies from the first open year and revalues nothing closed. A lock date past the closed years is
 * different: those locked days are valued by the firm's present method, which the change would restate.
 */
async function refuseValuationChange(ctx: WriteContext, record: Row, before: Row | null): Promise<void> {
  if (ctx.entity !== 'firm' || !before || (record.StockValuation ?? null) === (before.StockValuation ?? null)) return;
  const [lock, closed] = await Promise.all([lockDateOf(ctx.trx, ctx.tenantId, Number(before.Id)), closedYearOf(ctx.trx, ctx.tenantId, Number(before.Id))]);
  if (!lock || (closed && lock.date <= closed.date)) return;
  const message = lockedMessage(lock, `the stock valuation method cannot change from ${String(before.StockValuation)} to ${String(record.StockValuation)}, as it would revalue the locked periods' stock`);
  throw badRequest(message, [{ path: '/StockValuation', message }]);
}

export function periodGuard(registry: Registry): EntityHooks {
  let dated: Map<string, Dated> | null = null;
  const datedOf = (entity: string) => (dated ??= datedEntities(registry)).get(entity);
  return {
    async beforeSave(ctx, record, before) {
      const kind = datedOf(ctx.entity);
      if (kind) {
        const date = String(record[kind.dateField] ?? todayInIndia());
        const what = named(kind, record, before);
        if (before) {
          await refuseClosed(ctx, registry, kind, { firmId: before.FirmId, date: String(before[kind.dateField]), what, done: 'changed', moved: String(before[kind.dateField]) !== date });
        }
        await refuseClosed(ctx, registry, kind, { firmId: record.FirmId, date, what, done: before ? 'changed' : 'made', moved: false });
        return;
      }
      await refuseOpening(ctx, record, before);
      await refuseValuationChange(ctx, record, before);
    },
    async beforeDelete(ctx, record) {
      const kind = datedOf(ctx.entity);
      if (kind) {
        await refuseClosed(ctx, registry, kind, { firmId: record.FirmId, date: String(record[kind.dateField]), what: named(kind, record, record), done: 'deleted', moved: false });
        return;
      }
      await refuseOpening(ctx, null, record);
    },
    async afterDelete(ctx, record) {
      // A firm deleted (it had no documents, or the engine would have refused) takes its marks along.
      if (ctx.entity === 'firm') await ctx.trx.deleteFrom('period_mark').where('tenant_id', '=', ctx.tenantId).where('firm_id', '=', Number(record.Id)).execute();
    },
  };
}
