// The state of one voucher form: its fields, the ledger choices, the party's open bills and what is
// allocated to each (exact paise for every sum), and the save with the server's field errors.
import { makeAutoObservable, runInAction } from 'mobx';
import type { EntitySchema } from '../../../engine/schema/types.ts';
import { toApiError, type EntityApi, type Row, type WriteResult } from '../../../engine/ui/api.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import { allocateOldestFirst, summarise } from '../../shared/allocation.ts';
import type { VoucherKind } from '../../shared/voucher-kinds.ts';
import { today } from '../documents/documentModel.ts';
import { fetchLedgerChoices, fetchOpenBills, type LedgerChoice, type OpenBill } from './voucherApi.ts';

type Load = 'loading' | 'idle' | 'error';
const FIELDS = ['FirmId', 'VoucherDate', 'FromLedgerId', 'ToLedgerId', 'Amount', 'Mode', 'ChequeNo', 'ChequeDate', 'Narration'];

export class VoucherStore {
  state: Load = 'loading';
  failure: string | null = null;
  saving = false;
  firms: Row[] = [];
  ledgers: LedgerChoice[] = [];
  header: Row = {};
  /** Field errors by field name; an allocation's by `bill:<id>`. */
  errors: Record<string, string> = {};
  bills: OpenBill[] = [];
  billsState: Load = 'idle';
  billsFailure: string | null = null;
  /** Rupees allocated per bill id, as typed (null: cleared). */
  allocations = new Map<number, number | null>();
  rowVersion: number | null = null;
  #billsRequest = 0;

  readonly api: EntityApi;
  readonly schema: EntitySchema;
  readonly kind: VoucherKind;
  readonly recordId: number | null;

  constructor(api: EntityApi, schema: EntitySchema, kind: VoucherKind, id: number | null) {
    this.api = api;
    this.schema = schema;
    this.kind = kind;
    this.recordId = id;
    makeAutoObservable<this, 'api' | 'schema' | 'kind'>(this, { api: false, schema: false, kind: false });
  }

  /** Firms and ledger choices, then the voucher (edit) or a new one for today. */
  async start(): Promise<void> {
    try {
      const [firms, ledgers, record] = await Promise.all([
        this.api.list('firm', { page: 1, perPage: 100, sort: 'FirmName' }),
        fetchLedgerChoices(),
        this.recordId === null ? Promise.resolve(null) : this.api.get(this.kind.entity, this.recordId),
      ]);
      runInAction(() => {
        this.firms = firms.rows;
        this.ledgers = ledgers;
        if (record) {
          this.header = Object.fromEntries(FIELDS.map((field) => [field, record[field] ?? null]));
          this.rowVersion = Number(record.RowVersion);
          const lines = (this.kind.allocations ? (record[this.kind.allocations.field] as Row[] | undefined) : undefined) ?? [];
          this.allocations = new Map(lines.map((line) => [Number(line.BillId), Number(line.Amount)]));
          this.header.PrefixVoucherNo = record.PrefixVoucherNo;
        } else {
          const cash = ledgers.find((ledger) => ledger.Role === 'cashbank');
          this.header = { FirmId: this.firms.length === 1 ? this.firms[0].Id : null, VoucherDate: today(), Mode: 'CASH', [this.kind.cashSide]: cash?.Id ?? null };
        }
        this.state = 'idle';
      });
      await this.loadBills();
    } catch (error) {
      runInAction(() => {
        this.failure = toApiError(error).message;
        this.state = 'error';
      });
    }
  }

  get cashBankChoices(): LedgerChoice[] {
    return this.ledgers.filter((ledger) => ledger.Role === 'cashbank');
  }

  /**
   * The party side offers parties first (customers first on a receipt, the from-party; suppliers first
   * on a payment, the to-party), then every other ledger that is not cash or bank.
   */
  get partyChoices(): LedgerChoice[] {
    const preferred = this.kind.allocations?.billKind === 'purchase' ? 'Supplier' : 'Customer';
    const parties = this.ledgers.filter((ledger) => ledger.Role === 'party');
    return [
      ...parties.filter((ledger) => ledger.PartyType === preferred),
      ...parties.filter((ledger) => ledger.PartyType !== preferred),
      ...this.ledgers.filter((ledger) => ledger.Role === 'other'),
    ];
  }

  get partyLedger(): LedgerChoice | null {
    const side = this.kind.partySide;
    return side ? (this.ledgers.find((ledger) => ledger.Id === this.header[side]) ?? null) : null;
  }

  /** Bills can be settled when the party side names a party and a firm is chosen. */
  get settlesBills(): boolean {
    return Boolean(this.kind.allocations && this.partyLedger?.Role === 'party' && this.header.FirmId);
  }

  get amount(): number {
    return typeof this.header.Amount === 'number' ? paise(this.header.Amount) : 0;
  }

  /** What a bill has due for this voucher: its balance plus what this voucher already holds on it. */
  due(bill: OpenBill): number {
    return paise(bill.BalanceBillAmt) + paise(bill.AllocatedHere);
  }

  get lines(): Array<{ billId: number; amount: number }> {
    if (!this.settlesBills) return [];
    return this.bills.flatMap((bill) => {
      const value = this.allocations.get(bill.Id);
      return typeof value === 'number' && value > 0 ? [{ billId: bill.Id, amount: paise(value) }] : [];
    });
  }

  get allocated(): number {
    return this.lines.reduce((sum, line) => sum + line.amount, 0);
  }

  /** On account (an advance): the amount less the bills; null when the bills take more than the amount. */
  get onAccount(): number | null {
    return summarise(this.amount, this.lines)?.onAccount ?? null;
  }

  setField(name: string, value: unknown): void {
    this.header[name] = value;
    delete this.errors[name];
    if (name === 'FirmId' || name === this.kind.partySide) {
      this.allocations = new Map();
      void this.loadBills();
    }
  }

  setAllocation(billId: number, value: number | null): void {
    this.allocations.set(billId, value);
    delete this.errors[`bill:${billId}`];
  }

  /** Spreads the amount over the bills, oldest first; the rest stays on account. */
  allocateOldest(): void {
    const spread = allocateOldestFirst(this.amount, this.bills.map((bill) => ({ id: bill.Id, due: this.due(bill) })));
    this.allocations = new Map(spread.map((line) => [line.billId, rupees(line.amount)]));
    this.errors = Object.fromEntries(Object.entries(this.errors).filter(([key]) => !key.startsWith('bill:')));
  }

  async loadBills(): Promise<void> {
    const request = ++this.#billsRequest;
    if (!this.settlesBills) {
      this.bills = [];
      this.billsState = 'idle';
      return;
    }
    this.billsState = 'loading';
    try {
      const bills = await fetchOpenBills(this.kind.allocations!.billKind, this.partyLedger!.Id, Number(this.header.FirmId), this.recordId);
      runInAction(() => {
        if (request !== this.#billsRequest) return;
        this.bills = bills;
        this.billsState = 'idle';
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.#billsRequest) return;
        this.billsFailure = toApiError(error).message;
        this.billsState = 'error';
      });
    }
  }

  body(): Row {
    const body: Row = Object.fromEntries(FIELDS.filter((field) => this.header[field] !== null && this.header[field] !== undefined && this.header[field] !== '').map((field) => [field, this.header[field]]));
    if (this.kind.allocations) body[this.kind.allocations.field] = this.lines.map((line) => ({ BillId: line.billId, Amount: rupees(line.amount) }));
    if (this.rowVersion !== null) body.RowVersion = this.rowVersion;
    return body;
  }

  /** Saves; on refusal the field errors are kept for the form and null is returned. */
  async save(): Promise<(WriteResult & { created: boolean }) | null> {
    this.saving = true;
    this.failure = null;
    const body = this.body();
    try {
      const result = this.recordId === null ? await this.api.create(this.kind.entity, body) : await this.api.update(this.kind.entity, this.recordId, body);
      runInAction(() => (this.saving = false));
      return { ...result, created: this.recordId === null };
    } catch (error) {
      const failure = toApiError(error, 'Could not save.');
      runInAction(() => {
        this.saving = false;
        this.failure = failure.message;
        const lines = (body[this.kind.allocations?.field ?? ''] as Row[] | undefined) ?? [];
        const errors: Record<string, string> = {};
        for (const { path, message } of failure.errors) {
          const line = /^\/\w+Allocations\/(\d+)\//.exec(path);
          const key = line ? `bill:${String(lines[Number(line[1])]?.BillId)}` : path.replace(/^\//, '');
          // On the bill's own row, "Line 1: bill SS/26-27/2 has only 400.00 due" needs no line or bill.
          const short = line ? message.replace(/^Line \d+: (bill \S+ )?/, '') : message;
          errors[key] ??= short.charAt(0).toUpperCase() + short.slice(1);
        }
        this.errors = errors;
      });
      return null;
    }
  }
}
