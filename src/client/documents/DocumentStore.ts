// One document being raised or edited: the header (observable, field by field), the lines (plain
// objects the grid edits in place), the firm, party and items the figures need, and the live totals
// worked out by recomputeDocument, the same function the server runs on save.
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx';
import { mathOf } from '../../../overrides/billing/document-math.ts';
import { supplyTax } from '../../../overrides/billing/supply-kind.ts';
import { defaultTaxMode } from '../../../overrides/billing/registration.ts';
import { rupees } from '../../../overrides/billing/exact.ts';
import { rateDateSource, ratesInForce, type RateRow } from '../../../overrides/billing/rate-in-force.ts';
import type { DocumentCatalog } from '../../../overrides/billing/document-kinds.ts';
import {
  applyItem,
  blankLine,
  isBlankLine,
  lineProblems,
  linesFromRecord,
  matchItems,
  retierLines,
  tierOf,
  type LineColumn,
  type LineRow,
  type RateTier,
  type Row,
} from '../../../overrides/billing/BillingLinesRules.ts';
import type { EntitySchema } from '../../../engine/schema/types.ts';
import { toApiError, type EntityApi } from '../../../engine/ui/api.ts';
import type { LoadState } from '../../../engine/ui/stores/MetaStore.ts';
import { isWalkInParty, walkInState } from '../../../overrides/billing/walk-in-buyer.ts';
import type { DocumentPage, Conversion } from './documentPages.ts';
import {
  convertDocument,
  documentBody,
  headerFromRecord,
  headerProblems,
  newHeader,
  settledWasTyped,
  settlement,
  splitServerErrors,
  type Settlement,
} from './documentModel.ts';

/** Reads the GST rate histories of items (rows carrying their ItemId). */
export type FetchItemRates = (ids: number[]) => Promise<Array<RateRow & { ItemId: number }>>;

/**
 * Items the form keeps at hand: all of them for a small shop (searched in the browser), else by search.
 * Each held item carries its GST rate history (`RateHistory`), so the figures take the rate in force on the
 * document's date as the server does; without a history an item's own TaxRate stands.
 */
export class ItemCatalog {
  /** At most this many are fetched up front; with more, typing searches the server. */
  static readonly PRELOAD = 1000;
  private readonly items = new Map<number, Row>();
  private complete = false;
  private readonly api: EntityApi;
  private readonly fetchRates: FetchItemRates | null;

  constructor(api: EntityApi, fetchRates: FetchItemRates | null = null) {
    this.api = api;
    this.fetchRates = fetchRates;
  }

  /** Gives listed items (which come without it) their rate history, in one call. */
  private async withRates(rows: Row[]): Promise<Row[]> {
    const wanting = rows.filter((row) => typeof row.Id === 'number' && !Array.isArray(row.RateHistory));
    if (!this.fetchRates || wanting.length === 0) return rows;
    try {
      const rates = await this.fetchRates(wanting.map((row) => row.Id as number));
      for (const row of wanting) row.RateHistory = rates.filter((rate) => rate.ItemId === row.Id);
    } catch {
      /* the items' own rates stand; the server works the dated rate out on save */
    }
    return rows;
  }

  get map(): ReadonlyMap<number, Row> {
    return this.items;
  }

  /** Every item is held in the browser (a small shop): what is not held does not exist. */
  get holdsAll(): boolean {
    return this.complete;
  }

  async preload(): Promise<void> {
    try {
      const result = await this.api.list('item', { page: 1, perPage: ItemCatalog.PRELOAD, sort: 'ItemName' });
      this.remember(await this.withRates(result.rows));
      this.complete = result.total <= result.rows.length;
    } catch {
      /* typing will search the server */
    }
  }

  remember(rows: Row[]): void {
    for (const row of rows) if (typeof row.Id === 'number') this.items.set(row.Id, row);
  }

  /** Best matches for what was typed: at once from memory when every item is held, else from the server. */
  search(typed: string): Row[] | Promise<Row[]> {
    if (this.complete) return matchItems(this.items.values(), typed);
    return this.api.list('item', { page: 1, perPage: 30, search: typed.trim() }).then(async (result) => {
      const fresh = result.rows.map((row) => this.items.get(Number(row.Id)) ?? row);
      this.remember(await this.withRates(fresh));
      return matchItems(fresh, typed);
    });
  }

  /** Fetches the items of a loaded document that are not held yet. */
  async ensure(ids: number[]): Promise<void> {
    const missing = [...new Set(ids)].filter((id) => Number.isFinite(id) && !this.items.has(id));
    await Promise.all(
      missing.map((id) =>
        this.api.get('item', id).then(
          (row) => this.remember([row]),
          () => undefined,
        ),
      ),
    );
  }
}

/** Line fields recomputeDocument fills, copied from its working copy onto the grid's lines. */
const COMPUTED_LINE_FIELDS = [
  'ItemName',
  'HSNCode',
  'UnitId',
  'ActualRate',
  'TaxRate',
  'CessRate',
  'ItemTotal',
  'DiscAmt',
  'ActualDiscAmt',
  'DiscPer',
  'TaxableAmt',
  'TotTax',
  'NetAmt',
  'TaxPer1',
  'TaxPer2',
  'TaxPer3',
  'TaxPer4',
  'TaxPer5',
  'TaxAmt1',
  'TaxAmt2',
  'TaxAmt3',
  'TaxAmt4',
  'TaxAmt5',
];
const LINE_FIGURES = ['ItemTotal', 'TaxableAmt', 'TotTax', 'NetAmt'];

/** Header figures of the totals panel. */
export const TOTAL_FIELDS = [
  'TotQty',
  'FreeQty',
  'TotItemAmt',
  'TotDiscAmt',
  'TotDiscPer',
  'TotTaxable',
  'TotCGST',
  'TotSGST',
  'TotIGST',
  'TotCess',
  'TotTax',
  'NetTotal',
  'TotChargeAmt',
  'TotChargeTax',
  'BillAmt',
  'RoundOff',
  'NetBillAmt',
];

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export type SaveResult = { record: Row; message: string; created: boolean; warnings: string[] };

export class DocumentStore {
  readonly page: DocumentPage;
  readonly schema: EntitySchema;
  readonly items: ItemCatalog;
  private readonly api: EntityApi;

  header: Row = {};
  totals: Row = {};
  party: Row | null = null;
  firms: Row[] = [];
  /** Received/paid was typed by the clerk (else it follows the payment type). */
  settledTyped = false;
  /** The tax mode was chosen by the clerk or read with the document (else it follows the party). */
  taxModeChosen = false;
  /** The extra charges masters the charge picker offers (empty when the document carries none). */
  chargeMasters: Row[] = [];
  /** The charges on this document: the master picked and the amount typed (none: the master's default). */
  charges: Array<{ ChargeId: number; Amount?: number }> = [];
  /** The charges' figures as last worked out (amount, tax, net), row for row. */
  chargeFigures: Row[] = [];
  headerErrors: Record<string, string> = {};
  /** Line problems as sentences, listed under the grid. */
  lineMessages: string[] = [];
  failure: string | null = null;
  conflict: string | null = null;
  saving = false;
  state: LoadState = 'loading';
  error: string | null = null;
  /** The document as the server last returned it (null until saved). */
  record: Row | null = null;
  /** The document this one is being made from. */
  source: { conversion: Conversion; number: string } | null = null;
  /** A return's bill's date, whose GST rates its lines take (rate-in-force.ts); null: the document's own date. */
  rateDate: string | null = null;
  /** Bumped when `lines` is replaced, so the grid takes the new rows. */
  linesVersion = 0;

  /** The grid's rows (not observable: the grid edits them in place and repaints what changed). */
  lines: LineRow[] = [blankLine()];
  /** Set by the form: repaints the grid's changed cells. */
  refreshLines: () => void = () => {};
  private draft: { key: string; field: string; value: number } | null = null;
  private draftTimer: ReturnType<typeof setTimeout> | null = null;

  /** The documents this user may use: a conversion reads its source's description here. */
  private readonly catalog: DocumentCatalog;

  /** The line grid's cells, from the line schema (a client's patched line field included). */
  readonly lineColumns: readonly LineColumn[];

  constructor(api: EntityApi, schema: EntitySchema, page: DocumentPage, catalog: DocumentCatalog, lineColumns: readonly LineColumn[], fetchRates: FetchItemRates | null = null) {
    this.catalog = catalog;
    this.lineColumns = lineColumns;
    this.api = api;
    this.schema = schema;
    this.page = page;
    this.items = new ItemCatalog(api, fetchRates);
    makeAutoObservable<DocumentStore, 'api' | 'draft' | 'draftTimer' | 'catalog'>(this, {
      page: false,
      catalog: false,
      lineColumns: false,
      schema: false,
      items: false,
      api: false,
      lines: false,
      refreshLines: false,
      draft: false,
      draftTimer: false,
      header: observable,
      totals: observableRef,
      party: observableRef,
      firms: observableRef,
      chargeMasters: observableRef,
      charges: observableRef,
      chargeFigures: observableRef,
      record: observableRef,
      headerErrors: observableRef,
      lineMessages: observableRef,
      source: observableRef,
    });
  }

  get kind() {
    return this.page.kind;
  }

  get firm(): Row | null {
    return this.firms.find((firm) => firm.Id === this.header.FirmId) ?? null;
  }

  get tier(): RateTier {
    return tierOf(this.header.RateTypeId, this.party);
  }

  /** Whether the party is in another state than the firm (IGST), once both are known. */
  get interState(): boolean | null {
    if (!this.firm || !this.party) return null;
    // An export or a supply to a SEZ is inter-state whatever the states (IGST Act s.7(5)).
    return supplyTax(this.kind, this.header).forceInterState || this.firm.State !== this.buyerState;
  }

  /** The party's state for the tax; a walk-in buyer's is the bill's place of supply or the firm's (walk-in-buyer.ts). */
  get buyerState(): unknown {
    return !this.party || isWalkInParty(this.party) ? walkInState(this.header, this.firm?.State ?? null) : this.party.State;
  }

  /** The GST rate an item carries on this document's date (the item picker shows it). */
  taxRateOf = (item: Row): unknown =>
    ratesInForce(item.RateHistory as RateRow[] | undefined, String(this.rateDate || this.header[this.kind.dateField] || '9999-12-31'))?.TaxRate ?? item.TaxRate;

  /** The date of the bill a return names (whose rates it takes), or null. */
  private async sourceDate(record: Row): Promise<string | null> {
    const source = rateDateSource(this.kind, record);
    const sourceKind = source ? this.catalog.get(source.entity) : undefined;
    if (!source || !sourceKind) return null;
    const bill = await this.api.get(source.entity, source.id).catch(() => null);
    const date = bill?.[sourceKind.dateField];
    return typeof date === 'string' && date !== '' ? date : null;
  }

  get netBillAmt(): number {
    return num(this.totals.NetBillAmt);
  }

  get money(): Settlement {
    return settlement(this.kind, this.header, this.netBillAmt, this.settledTyped);
  }

  get savedNumber(): string | null {
    const value = this.record?.[this.kind.prefixedField];
    return typeof value === 'string' && value !== '' ? value : null;
  }

  get recordId(): number | null {
    return typeof this.record?.Id === 'number' ? this.record.Id : null;
  }

  /** Fetches what the form needs: firms and items, then the document (edit), its source (conversion), or a new one. */
  async start(options: { id?: string | null; initial?: Row | null; conversion?: { conversion: Conversion; sourceId: string } | null }): Promise<void> {
    this.state = 'loading';
    this.error = null;
    const itemsReady = this.items.preload();
    try {
      const [firms, chargeMasters] = await Promise.all([
        this.api.list('firm', { page: 1, perPage: 100, sort: 'FirmName' }),
        this.kind.chargeLinesField
          ? this.api.list('extracharges', { page: 1, perPage: 200, sort: 'ChargeName' }).then((result) => result.rows, () => [] as Row[])
          : ([] as Row[]),
      ]);
      runInAction(() => {
        this.firms = firms.rows;
        this.chargeMasters = chargeMasters;
      });
      if (options.initial && (options.id === null || options.id === undefined || String(options.initial.Id) === String(options.id))) {
        await this.show(options.initial);
      } else if (options.id) {
        await this.show(await this.api.get(this.page.entity, options.id));
      } else if (options.conversion) {
        await this.convert(options.conversion.conversion, options.conversion.sourceId);
      } else {
        runInAction(() => {
          this.header = newHeader(this.schema, this.kind, { firmId: (this.firms[0]?.Id as number | undefined) ?? null });
          this.header[this.kind.taxModeField] ??= defaultTaxMode(this.kind, null);
          this.taxModeChosen = false;
          this.charges = [];
          this.replaceLines([blankLine()]);
        });
      }
      await itemsReady;
      runInAction(() => {
        this.state = 'idle';
      });
      this.recompute();
    } catch (error) {
      runInAction(() => {
        this.state = 'error';
        this.error = toApiError(error, 'Could not load the document.').message;
      });
    }
  }

  /** Shows a document the server returned (loaded or just saved). */
  async show(record: Row): Promise<void> {
    const partyId = record[this.kind.partyField];
    const lineIds = (Array.isArray(record[this.kind.linesField]) ? (record[this.kind.linesField] as Row[]) : []).map((line) => Number(line.ItemId));
    const [party, rateDate] = await Promise.all([
      partyId ? this.api.get('party', partyId as number).catch(() => ({ Id: partyId, PartyName: record.PartyName, State: record.PlaceOfSupply })) : null,
      this.sourceDate(record),
      this.items.ensure(lineIds),
    ]);
    runInAction(() => {
      this.rateDate = rateDate;
      this.record = record;
      this.header = headerFromRecord(this.kind, record);
      this.party = party;
      this.settledTyped = settledWasTyped(this.kind, record);
      this.taxModeChosen = true;
      const field = this.kind.chargeLinesField;
      this.charges = field && Array.isArray(record[field]) ? (record[field] as Row[]).map((row) => ({ ChargeId: Number(row.ChargeId), Amount: row.Amount as number })) : [];
      this.headerErrors = {};
      this.lineMessages = [];
      this.failure = null;
      this.conflict = null;
      const lines = linesFromRecord(record[this.kind.linesField]);
      this.replaceLines([...lines, blankLine()]);
    });
    this.recompute();
  }

  private async convert(conversion: Conversion, sourceId: string): Promise<void> {
    const sourceKind = this.catalog.require(conversion.source);
    const source = await this.api.get(conversion.source, sourceId);
    const { header, lines } = convertDocument(source, sourceKind, this.schema, this.kind, conversion);
    const partyId = header[this.kind.partyField];
    const [party] = await Promise.all([
      partyId ? this.api.get('party', partyId as number).catch(() => null) : null,
      this.items.ensure(lines.map((line) => Number(line.ItemId))),
    ]);
    runInAction(() => {
      this.header = header;
      this.party = party;
      this.taxModeChosen = header[this.kind.taxModeField] !== undefined;
      this.source = { conversion, number: String(source[sourceKind.prefixedField] ?? `#${sourceId}`) };
      this.rateDate = rateDateSource(this.kind, header) ? ((source[sourceKind.dateField] as string | undefined) ?? null) : null;
      this.replaceLines([...lines, blankLine()]);
    });
  }

  private replaceLines(lines: LineRow[]): void {
    this.lines = lines;
    this.linesVersion += 1;
  }

  setField(name: string, value: unknown): void {
    if (value === undefined || value === null || value === '') delete this.header[name];
    else this.header[name] = value;
    if (this.headerErrors[name]) {
      const { [name]: _gone, ...rest } = this.headerErrors;
      this.headerErrors = rest;
    }
    if (name === 'RateTypeId') this.retier();
    // A return naming another bill takes that bill's rates.
    if (this.kind.sources.some((source) => source.field === name)) {
      void this.sourceDate(this.header).then((date) => {
        runInAction(() => (this.rateDate = date));
        this.recompute();
      });
    }
    if (name === this.kind.taxModeField) this.taxModeChosen = value !== undefined && value !== null && value !== '';
    if (name === 'PaymentType' && value !== 'BANK') delete this.header.BankLedgerId;
    // Under reverse charge the supplier's rates are before tax: the tax mode goes to EXCLUSIVE (server rule).
    if (name === this.kind.reverseChargeField && value === true) {
      this.header[this.kind.taxModeField] = 'EXCLUSIVE';
      this.taxModeChosen = true;
    }
    // Notes and the like change no figure: only these start a recompute.
    const kind = this.kind;
    if (['FirmId', kind.dateField, kind.partyField, kind.taxModeField, kind.supplyKindField, kind.reverseChargeField, 'RateTypeId', kind.chargesField, kind.discountField, kind.discountPerField].includes(name)) this.recompute();
  }

  setParty(party: Row | null): void {
    this.party = party;
    this.setField(this.kind.partyField, party?.Id ?? null);
    if ('RateTypeId' in this.schema.properties) this.header.RateTypeId = tierOf(undefined, party);
    // Until the clerk chooses, the tax mode follows the party: NON GST from a supplier who may not charge GST.
    if (!this.taxModeChosen) this.header[this.kind.taxModeField] = defaultTaxMode(this.kind, party);
    this.retier();
    this.recompute();
  }

  // ---- charges from the extra charges master ----

  addCharge(chargeId: number): void {
    this.charges = [...this.charges, { ChargeId: chargeId }];
    this.recompute();
  }

  setCharge(index: number, change: { ChargeId?: number; Amount?: number | null }): void {
    this.charges = this.charges.map((row, at) => {
      if (at !== index) return row;
      const next = { ...row, ...(change.ChargeId !== undefined ? { ChargeId: change.ChargeId, Amount: undefined } : {}) };
      if ('Amount' in change) next.Amount = change.Amount ?? undefined;
      return next;
    });
    this.recompute();
  }

  removeCharge(index: number): void {
    this.charges = this.charges.filter((_, at) => at !== index);
    this.recompute();
  }

  /** Received/paid typed (a number), or given back to the automatic amount (null). */
  setSettled(value: number | null): void {
    const field = this.kind.settledField;
    if (!field) return;
    this.settledTyped = value !== null;
    if (value === null) delete this.header[field];
    else this.header[field] = value;
  }

  private retier(): void {
    const changed = retierLines(this.lines, this.items.map, this.tier, this.page.side);
    if (changed.length > 0) this.refreshLines();
  }

  // ---- the grid's callbacks ----

  pickItem = (row: LineRow, item: Row): void => {
    this.items.remember([item]);
    applyItem(row, item, this.tier, this.page.side);
    this.clearLineError(row, 'ItemName');
  };

  lineChanged = (row: LineRow, field: string): void => {
    this.clearLineError(row, field);
    this.recompute();
  };

  linesChanged = (): void => {
    this.recompute();
  };

  /** A number being typed in a cell: the totals follow it shortly, before Enter. */
  draftLine = (row: LineRow, field: string, value: number | null | undefined): void => {
    if (value === null || value === undefined) {
      // An edit ended (or its text is not a number yet). AG Grid reports the end of one cell's edit
      // after the next cell's edit began: only that cell's own draft goes.
      const draft = this.draft;
      if (!draft || draft.key !== row.key || draft.field !== field) return;
      if (this.draftTimer) clearTimeout(this.draftTimer);
      this.draftTimer = null;
      this.draft = null;
      this.recompute();
      return;
    }
    if (this.draftTimer) clearTimeout(this.draftTimer);
    this.draft = { key: row.key, field, value };
    this.draftTimer = setTimeout(() => {
      this.draftTimer = null;
      this.recompute();
    }, 80);
  };

  private clearLineError(row: LineRow, field: string): void {
    if (row.errors?.[field]) {
      const { [field]: _gone, ...rest } = row.errors;
      row.errors = Object.keys(rest).length > 0 ? rest : undefined;
    }
  }

  /** Works out every figure from what is on the page, with the server's own function. */
  recompute(): void {
    const firm = this.firm ?? { State: null };
    const party = { ...(this.party ?? { PartyName: null }), State: this.buyerState };
    const draft = this.draft;
    const filled = this.lines.filter((line) => !isBlankLine(line) && this.items.map.has(Number(line.ItemId)));
    const working = filled.map((line) => {
      const copy: Row = {
        ItemId: Number(line.ItemId),
        Qty: num(line.Qty),
        FreeQty: num(line.FreeQty),
        Rate: num(line.Rate),
        IsManualDiscPer: line.IsManualDiscPer !== false,
        DiscPer: num(line.DiscPer),
        DiscAmt: num(line.DiscAmt),
        TaxRate: typeof line.TaxRate === 'number' ? line.TaxRate : undefined,
        CessRate: typeof line.CessRate === 'number' ? line.CessRate : undefined,
        // Not typed: the rates in force on the document's date, looked up as the server will.
        IsManualTaxRate: line.IsManualTaxRate === true,
      };
      if (draft && draft.key === line.key) {
        copy[draft.field] = draft.value;
        if (draft.field === 'DiscPer' || draft.field === 'DiscAmt') copy.IsManualDiscPer = draft.field === 'DiscPer';
      }
      return copy;
    });
    const record: Row = { ...this.header, [this.kind.linesField]: working };
    const chargeRows = this.charges.map((row) => ({ ...row }));
    if (this.kind.chargeLinesField) record[this.kind.chargeLinesField] = chargeRows;
    const masters = new Map(this.chargeMasters.map((master) => [Number(master.Id), master]));
    let figures: ReturnType<ReturnType<typeof mathOf>>;
    try {
      figures = mathOf(this.kind)(this.kind, record, { firm, party, items: this.items.map as Map<number, Row>, charges: masters, rateDate: this.rateDate });
    } catch {
      return; // a figure that cannot be worked out yet (the server will say what is wrong on save)
    }
    runInAction(() => (this.chargeFigures = chargeRows));
    filled.forEach((line, index) => {
      const figures = working[index];
      for (const field of COMPUTED_LINE_FIELDS) {
        if (draft && draft.key === line.key && draft.field === field) continue;
        line[field] = figures[field];
      }
    });
    for (const line of this.lines) {
      if (isBlankLine(line)) for (const field of LINE_FIGURES) delete line[field];
    }
    const totals: Row = {};
    for (const field of TOTAL_FIELDS) totals[field] = record[field];
    totals[this.kind.discountField] = record[this.kind.discountField];
    // The discount is more than the goods: the server will refuse the bill, the form says so now.
    totals.discountExceeds = figures.discountExceedsValue ? rupees(figures.discountLimit) : null;
    totals.lineCount = filled.length;
    runInAction(() => (this.totals = totals));
    this.refreshLines();
  }

  /** Checks what the browser can, sends the document, and shows the server's figures and number or its errors. */
  async save(): Promise<SaveResult | null> {
    if (this.saving || this.state !== 'idle') return null;
    const headerProblemsFound = headerProblems(this.schema, this.kind, this.header);
    const filled = this.lines.filter((line) => !isBlankLine(line));
    const messages: string[] = [];
    this.lines.forEach((line, index) => {
      const problems = lineProblems(line);
      line.errors = Object.keys(problems).length > 0 ? problems : undefined;
      for (const message of Object.values(problems)) messages.push(`Line ${index + 1}: ${message}`);
    });
    if (filled.length === 0) messages.unshift('Add at least one item');
    if (Object.keys(headerProblemsFound).length > 0 || messages.length > 0) {
      this.headerErrors = headerProblemsFound;
      this.lineMessages = messages;
      this.failure = 'Please correct the marked fields.';
      this.refreshLines();
      return null;
    }
    const { body, sentKeys } = documentBody(this.schema, this.kind, this.header, this.lines, {
      original: this.record,
      settledTyped: this.settledTyped,
      columns: this.lineColumns,
      charges: this.charges,
    });
    this.saving = true;
    this.failure = null;
    this.conflict = null;
    this.headerErrors = {};
    this.lineMessages = [];
    const creating = this.recordId === null;
    try {
      const result = creating ? await this.api.create(this.page.entity, body) : await this.api.update(this.page.entity, this.recordId!, body);
      await this.show(result.record);
      return { record: result.record, message: result.message, created: creating, warnings: result.warnings ?? [] };
    } catch (error) {
      const problem = toApiError(error, 'Could not save.');
      runInAction(() => {
        if (problem.status === 409) this.conflict = problem.message;
        const split = splitServerErrors(this.kind, problem.errors, sentKeys);
        this.headerErrors = split.header;
        const lineMessages: string[] = [...split.other];
        for (const line of this.lines) {
          const errors = split.lines.get(line.key);
          line.errors = errors;
          if (errors) lineMessages.push(...Object.values(errors));
        }
        this.lineMessages = lineMessages;
        this.failure = problem.message;
      });
      this.refreshLines();
      throw problem;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
