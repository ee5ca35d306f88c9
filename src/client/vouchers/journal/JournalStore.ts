// The state of one journal voucher form: firm, date and narration, its debit and credit lines, their
// totals in exact paise (the difference shown until they agree, as the server refuses otherwise), and
// the save with the server's field errors placed on their lines.
import { makeAutoObservable, runInAction } from 'mobx';
import type { EntitySchema } from '../../../../engine/schema/types.ts';
import { toApiError, type EntityApi, type Row, type WriteResult } from '../../../../engine/ui/api.ts';
import { paise, rupees } from '../../../../overrides/billing/exact.ts';
import type { VoucherDescription } from '../../../shared/voucher-descriptions.ts';
import { today } from '../../documents/documentModel.ts';
import { fetchLedgerChoices, type LedgerChoice } from '../voucherApi.ts';

type Load = 'loading' | 'idle' | 'error';

export type JournalLine = { key: number; LedgerId: number | null; Debit: number | null; Credit: number | null; LineNarration: string };
export type LineField = 'LedgerId' | 'Debit' | 'Credit' | 'LineNarration';

const HEADER = ['FirmId', 'VoucherDate', 'Narration'];
const amount = (value: number | null) => (typeof value === 'number' ? paise(value) : 0);
const blank = (line: JournalLine) => line.LedgerId === null && !line.Debit && !line.Credit && line.LineNarration.trim() === '';

export class JournalStore {
  state: Load = 'loading';
  failure: string | null = null;
  saving = false;
  firms: Row[] = [];
  ledgers: LedgerChoice[] = [];
  header: Row = {};
  lines: JournalLine[] = [];
  /** Field errors: header fields by name, a line's as `line:<key>:<field>`, the lines as a whole as `lines`. */
  errors: Record<string, string> = {};
  rowVersion: number | null = null;
  #nextKey = 1;

  readonly api: EntityApi;
  readonly schema: EntitySchema;
  readonly voucher: VoucherDescription;
  readonly recordId: number | null;

  constructor(api: EntityApi, schema: EntitySchema, voucher: VoucherDescription, id: number | null) {
    this.api = api;
    this.schema = schema;
    this.voucher = voucher;
    this.recordId = id;
    makeAutoObservable<this, 'api' | 'schema' | 'voucher'>(this, { api: false, schema: false, voucher: false });
  }

  /** Firms and ledgers, then the voucher (edit) or a new one for today with two empty lines. */
  async start(): Promise<void> {
    this.state = 'loading';
    try {
      const [firms, ledgers, record] = await Promise.all([
        this.api.list('firm', { page: 1, perPage: 100, sort: 'FirmName' }),
        fetchLedgerChoices(),
        this.recordId === null ? Promise.resolve(null) : this.api.get(this.voucher.entity, this.recordId),
      ]);
      runInAction(() => {
        this.firms = firms.rows;
        this.ledgers = ledgers;
        if (record) {
          this.header = Object.fromEntries(HEADER.map((field) => [field, record[field] ?? null]));
          this.header[this.voucher.prefixedField] = record[this.voucher.prefixedField];
          this.rowVersion = Number(record.RowVersion);
          const saved = (record[this.voucher.linesField] as Row[] | undefined) ?? [];
          this.lines = saved.map((line) => this.#line(line));
        } else {
          this.header = { FirmId: this.firms.length === 1 ? this.firms[0].Id : null, VoucherDate: today() };
          this.lines = [this.#line(), this.#line()];
        }
        this.state = 'idle';
      });
    } catch (error) {
      runInAction(() => {
        this.failure = toApiError(error).message;
        this.state = 'error';
      });
    }
  }

  /**
   * Puts back a kept draft: its header (the voucher number stays the record's) and its lines, with empty
   * rows after them so the form shows at least two.
   */
  restore(header: Row, lines: Row[]): void {
    const number = this.header[this.voucher.prefixedField];
    this.header = Object.fromEntries(HEADER.map((field) => [field, header[field] ?? null]));
    if (number !== undefined) this.header[this.voucher.prefixedField] = number;
    const restored = lines.map((line) => this.#line(line));
    while (restored.length < 2) restored.push(this.#line());
    this.lines = restored;
    this.errors = {};
  }

  /** The lines with anything typed on them (what a save sends). */
  get filledLines(): JournalLine[] {
    return this.lines.filter((line) => !blank(line));
  }

  #line(from: Row = {}): JournalLine {
    const money = (value: unknown) => (typeof value === 'number' && value !== 0 ? value : null);
    return { key: this.#nextKey++, LedgerId: typeof from.LedgerId === 'number' ? from.LedgerId : null, Debit: money(from.Debit), Credit: money(from.Credit), LineNarration: String(from.LineNarration ?? '') };
  }

  /**
   * Every ledger, grouped for the picker: other ledgers first (expenses, incomes, assets, duties: what
   * journals mostly name), then parties, then cash and bank; by name within each.
   */
  get choices(): LedgerChoice[] {
    return ['other', 'party', 'cashbank'].flatMap((role) => this.ledgers.filter((ledger) => ledger.Role === role));
  }

  get totalDebit(): number {
    return this.lines.reduce((sum, line) => sum + amount(line.Debit), 0);
  }

  get totalCredit(): number {
    return this.lines.reduce((sum, line) => sum + amount(line.Credit), 0);
  }

  /** Debits less credits, in paise: zero when the entry balances. */
  get difference(): number {
    return this.totalDebit - this.totalCredit;
  }

  get balanced(): boolean {
    return this.difference === 0 && this.totalDebit > 0;
  }

  line(key: number): JournalLine | undefined {
    return this.lines.find((line) => line.key === key);
  }

  setField(name: string, value: unknown): void {
    this.header[name] = value;
    delete this.errors[name];
  }

  setLine(key: number, field: LineField, value: number | string | null): void {
    const line = this.line(key);
    if (!line) return;
    (line as Record<LineField, unknown>)[field] = value;
    delete this.errors[`line:${key}:${field}`];
    // A debit typed clears a refusal about the credit of the same line, and the other way round.
    if (field === 'Debit' || field === 'Credit') {
      delete this.errors[`line:${key}:${field === 'Debit' ? 'Credit' : 'Debit'}`];
      delete this.errors.lines;
    }
  }

  /**
   * Picks a line's ledger. On a line with no amount yet, the side that brings the entry to balance is
   * filled with the difference (as an accountant expects: the last line of an entry is its balancing
   * figure); returns that side, or null when nothing was filled.
   */
  chooseLedger(key: number, ledgerId: number | null): 'Debit' | 'Credit' | null {
    const line = this.line(key);
    if (!line) return null;
    this.setLine(key, 'LedgerId', ledgerId);
    if (ledgerId === null || line.Debit || line.Credit || this.difference === 0) return null;
    const side = this.difference > 0 ? 'Credit' : 'Debit';
    this.setLine(key, side, rupees(Math.abs(this.difference)));
    return side;
  }

  /** Adds an empty line at the end; returns its key. */
  addLine(): number {
    const line = this.#line();
    this.lines.push(line);
    return line.key;
  }

  removeLine(key: number): void {
    this.lines = this.lines.filter((line) => line.key !== key);
    this.errors = Object.fromEntries(Object.entries(this.errors).filter(([name]) => !name.startsWith(`line:${key}:`)));
  }

  /** What is sent: the header, and every line but wholly empty ones (an unused last row). */
  body(): { body: Row; sent: JournalLine[] } {
    const body: Row = Object.fromEntries(HEADER.filter((field) => this.header[field] !== null && this.header[field] !== undefined && this.header[field] !== '').map((field) => [field, this.header[field]]));
    const sent = this.filledLines;
    body[this.voucher.linesField] = sent.map((line) => {
      const out: Row = { LedgerId: line.LedgerId };
      if (line.Debit) out.Debit = line.Debit;
      if (line.Credit) out.Credit = line.Credit;
      if (line.LineNarration.trim()) out.LineNarration = line.LineNarration.trim();
      return out;
    });
    if (this.rowVersion !== null) body.RowVersion = this.rowVersion;
    return { body, sent };
  }

  /** Saves; on refusal the field errors are kept for the form and null is returned. */
  async save(): Promise<(WriteResult & { created: boolean }) | null> {
    this.saving = true;
    this.failure = null;
    const { body, sent } = this.body();
    try {
      const result = this.recordId === null ? await this.api.create(this.voucher.entity, body) : await this.api.update(this.voucher.entity, this.recordId, body);
      runInAction(() => (this.saving = false));
      return { ...result, created: this.recordId === null };
    } catch (error) {
      const failure = toApiError(error, 'Could not save.');
      runInAction(() => {
        this.saving = false;
        this.failure = failure.message;
        const errors: Record<string, string> = {};
        const linesPath = `/${this.voucher.linesField}`;
        for (const { path, message } of failure.errors) {
          const onLine = new RegExp(`^${linesPath}/(\\d+)/(\\w+)`).exec(path);
          const key = onLine ? `line:${sent[Number(onLine[1])]?.key}:${onLine[2]}` : path === linesPath ? 'lines' : path.replace(/^\//, '');
          // On its own line, "Line 2: Ledger: no such Ledger" needs no line number.
          const short = onLine ? message.replace(/^Line \d+: /, '') : message;
          errors[key] ??= short.charAt(0).toUpperCase() + short.slice(1);
        }
        this.errors = errors;
      });
      return null;
    }
  }
}
