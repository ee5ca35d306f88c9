// The billing grid's stock warning: each goods line of a document that sends stock out shows what its
// item has on hand (in the firm, on the document's date, this document left out: GET /api/items/stock),
// and a line asking for more is marked at its quantity and listed under the grid. The server warns or
// refuses on save by the same rules (overrides/billing/stock-shortage.ts). Stock is asked once per item
// picked (and once again for all items when the firm or the date changes), never per keystroke.
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { milli } from '../../../overrides/billing/exact.ts';
import { isBlankLine, type LineRow, type Row } from '../../../overrides/billing/BillingLinesRules.ts';
import { sendsStockOut, shortages, shortageText } from '../../../overrides/billing/stock-shortage.ts';
import { formatQuantity } from '../../../engine/ui/format.ts';
import type { FetchStock, StockRow } from './stockApi.ts';
import { today } from './documentModel.ts';

/** What the watch reads of the document being made (the DocumentStore). */
export type StockWatched = { readonly kind: DocumentKind; readonly header: Row; readonly lines: LineRow[]; readonly recordId: number | null; readonly page: { entity: string } };

/** One line of the list under the grid. */
export type LineShortage = { lines: number[]; text: string };

export class StockWatch {
  /** The items the lines ask more of than is on hand, for the list under the grid. */
  shortages: LineShortage[] = [];
  private readonly known = new Map<string, Map<number, StockRow>>();
  private readonly asked = new Set<string>();
  private readonly document: StockWatched;
  private readonly fetchStock: FetchStock;
  /** Repaints the grid, the item cells (their stock note) too. */
  private readonly repaint: () => void;

  constructor(document: StockWatched, fetchStock: FetchStock, repaint: () => void) {
    this.document = document;
    this.fetchStock = fetchStock;
    this.repaint = repaint;
    makeAutoObservable<StockWatch, 'known' | 'asked' | 'document' | 'fetchStock' | 'repaint'>(this, {
      shortages: observableRef,
      known: false,
      asked: false,
      document: false,
      fetchStock: false,
      repaint: false,
      annotate: false,
    });
  }

  /**
   * Marks the lines from what is known, and asks for the items not known yet (before the grid repaints).
   * Answers whether a line's stock note changed (its item cell must be drawn again).
   */
  annotate = (): boolean => {
    const { kind, header, lines } = this.document;
    const firmId = Number(header.FirmId);
    if (!sendsStockOut(kind, header) || !Number.isSafeInteger(firmId) || firmId <= 0) {
      const changed = lines.some((line) => line.stockNote !== undefined);
      for (const line of lines) clearLine(line);
      this.setShortages([]);
      return changed;
    }
    const date = typeof header[kind.dateField] === 'string' && header[kind.dateField] !== '' ? String(header[kind.dateField]) : today();
    const exclude = this.document.recordId === null ? null : { docType: this.document.page.entity, docId: this.document.recordId };
    const key = `${firmId}|${date}|${exclude?.docId ?? ''}`;
    const known = this.known.get(key) ?? new Map<number, StockRow>();
    this.known.set(key, known);
    const ids = [...new Set(lines.filter((line) => !isBlankLine(line)).map((line) => Number(line.ItemId)))].filter((id) => Number.isSafeInteger(id) && id > 0);
    const missing = ids.filter((id) => !known.has(id) && !this.asked.has(`${key}|${id}`));
    if (missing.length > 0) void this.load(key, known, { firmId, date, itemIds: missing, exclude });

    const onHand = new Map<number, number>();
    for (const row of known.values()) if (!row.Service && row.OnHand !== null) onHand.set(row.ItemId, milli(row.OnHand));
    const short = shortages(lines, onHand);
    const shortLines = new Map(short.flatMap((shortage) => shortage.lines.map((index) => [index, shortageText(shortage)] as const)));
    let changed = false;
    lines.forEach((line, index) => {
      const before = `${line.stockNote ?? ''}|${line.notes?.Qty ?? ''}`;
      const row = isBlankLine(line) ? undefined : known.get(Number(line.ItemId));
      clearLine(line);
      if (row && !row.Service && row.OnHand !== null) {
        line.stockNote = `${formatQuantity(row.OnHand)} in stock`;
        const text = shortLines.get(index);
        if (text) line.notes = { ...line.notes, Qty: `Beyond stock: ${text}` };
      }
      changed ||= before !== `${line.stockNote ?? ''}|${line.notes?.Qty ?? ''}`;
    });
    this.setShortages(short.map((shortage) => ({ lines: shortage.lines.map((index) => index + 1), text: shortageText(shortage) })));
    return changed;
  };

  private setShortages(next: LineShortage[]): void {
    const same = next.length === this.shortages.length && next.every((row, index) => row.text === this.shortages[index].text && row.lines.join() === this.shortages[index].lines.join());
    if (!same) runInAction(() => (this.shortages = next));
  }

  private async load(key: string, known: Map<number, StockRow>, question: Parameters<FetchStock>[0]): Promise<void> {
    for (const id of question.itemIds) this.asked.add(`${key}|${id}`);
    try {
      const rows = await this.fetchStock(question);
      for (const row of rows) known.set(row.ItemId, row);
    } catch {
      return; // no figure shown; the server still checks on save
    }
    this.annotate();
    this.repaint();
  }
}

function clearLine(line: LineRow): void {
  delete line.stockNote;
  if (line.notes && 'Qty' in line.notes) {
    const { Qty: _gone, ...rest } = line.notes;
    line.notes = Object.keys(rest).length > 0 ? rest : undefined;
  }
}
