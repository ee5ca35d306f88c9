// The billing grid's stock warning (StockWatch) over the rules the server shares (stock-shortage.ts): the
// lines of one item count together, a service never counts, a bill made from a delivery challan is watched
// (the challan's goods stay in stock until billed, issue 25 item 4), a purchase is not, and
// stock is asked once per item picked, never per keystroke (nor again for the same firm and date).
import { describe, expect, it } from 'vitest';
import { shortages, shortageText, isService } from '../../overrides/billing/stock-shortage.ts';
import { StockWatch, type StockWatched } from '../../src/client/documents/StockWatch.ts';
import type { StockQuestion, StockRow } from '../../src/client/documents/stockApi.ts';
import { projectDocuments } from '../support/document-catalog.ts';

const { catalog } = projectDocuments();

const ON_HAND: Record<number, StockRow> = {
  1: { ItemId: 1, ItemName: 'Inverter', Service: false, OnHand: 6 },
  2: { ItemId: 2, ItemName: 'Installation', Service: true, OnHand: null },
  3: { ItemId: 3, ItemName: 'Battery', Service: false, OnHand: 2.5 },
};

function watchOf(entity: string, header: Record<string, unknown>, lines: Array<Record<string, unknown>>) {
  const asked: StockQuestion[] = [];
  let repaints = 0;
  const document: StockWatched = { kind: catalog.require(entity), header, lines: lines.map((line, index) => ({ key: String(index), ...line })), recordId: null, page: { entity } };
  const watch = new StockWatch(
    document,
    async (question) => {
      asked.push(question);
      return question.itemIds.map((id) => ON_HAND[id]);
    },
    () => (repaints += 1),
  );
  return { watch, document, asked, repaints: () => repaints };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stock beyond what is on hand', () => {
  it('counts the lines of an item together, in thousandths, and leaves services out', () => {
    const onHand = new Map([[1, 6000], [3, 2500]]);
    const found = shortages([{ ItemId: 1, ItemName: 'Inverter', Qty: 4 }, { ItemId: 2, Qty: 50 }, { ItemId: 1, ItemName: 'Inverter', Qty: 2, FreeQty: 1 }, { ItemId: 3, ItemName: 'Battery', Qty: 2.5 }], onHand);
    // Inverter 4 + 2 + 1 free = 7 of 6; battery 2.5 of 2.5 is enough; the service is not in `onHand`.
    expect(found).toEqual([{ itemId: 1, itemName: 'Inverter', lines: [0, 2], asked: 7000, available: 6000 }]);
    expect(shortageText(found[0])).toBe('Inverter: 7 asked, 6 in stock');
    expect(shortageText({ ...found[0], asked: 1_000_000_000, available: -2500 })).toBe('Inverter: 10,00,000 asked, -2.5 in stock');
    expect([isService('998719'), isService('9987'), isService('8504'), isService(null)]).toEqual([true, true, false, false]);
  });

  it('marks a line beyond stock, asking once per item picked and not per keystroke', async () => {
    const { watch, document, asked, repaints } = watchOf('sales', { FirmId: 1, BillDate: '2026-11-26' }, [{ ItemId: 1, ItemName: 'Inverter', Qty: 1000 }, { ItemId: 2, ItemName: 'Installation', Qty: 3 }, {}]);
    watch.annotate();
    await settle();
    expect(asked).toEqual([{ firmId: 1, date: '2026-11-26', itemIds: [1, 2], exclude: null }]);
    expect(repaints()).toBe(1);
    const [inverter, service] = document.lines;
    expect([inverter.stockNote, inverter.notes]).toEqual(['6 in stock', { Qty: 'Beyond stock: Inverter: 1,000 asked, 6 in stock' }]);
    expect([service.stockNote, service.notes]).toEqual([undefined, undefined]);
    expect(watch.shortages).toEqual([{ lines: [1], text: 'Inverter: 1,000 asked, 6 in stock' }]);
    // The quantity typed down to 6: no more warning, and no request.
    inverter.Qty = 6;
    expect(watch.annotate()).toBe(true);
    expect(watch.annotate()).toBe(false);
    expect([inverter.notes, watch.shortages, asked.length]).toEqual([undefined, [], 1]);
    // A battery picked: one request, for it alone.
    document.lines[2] = { key: '2', ItemId: 3, ItemName: 'Battery', Qty: 3 };
    watch.annotate();
    await settle();
    expect(asked.map((question) => question.itemIds)).toEqual([[1, 2], [3]]);
    expect(document.lines[2].notes).toEqual({ Qty: 'Beyond stock: Battery: 3 asked, 2.5 in stock' });
    // Another date: all the items once more, in one request.
    document.header.BillDate = '2026-11-27';
    watch.annotate();
    await settle();
    expect(asked.map((question) => [question.date, question.itemIds])).toEqual([['2026-11-26', [1, 2]], ['2026-11-26', [3]], ['2026-11-27', [1, 2, 3]]]);
  });

  it('watches a bill made from a delivery challan (its goods leave stock with the bill), not a purchase', async () => {
    const purchase = watchOf('purchase', { FirmId: 1 }, [{ ItemId: 1, Qty: 1000 }]);
    purchase.watch.annotate();
    await settle();
    expect([purchase.asked, purchase.document.lines[0].notes, purchase.watch.shortages]).toEqual([[], undefined, []]);
    const billed = watchOf('sales', { FirmId: 1, DCId: 4, BillDate: '2026-11-26' }, [{ ItemId: 1, Qty: 7 }]);
    billed.watch.annotate();
    await settle();
    expect(billed.watch.shortages).toEqual([{ lines: [1], text: 'Item 1: 7 asked, 6 in stock' }]);
    // A delivery challan is watched.
    const challan = watchOf('deliverychallan', { FirmId: 1, ChallanDate: '2026-11-26' }, [{ ItemId: 1, Qty: 7 }]);
    challan.watch.annotate();
    await settle();
    expect(challan.watch.shortages).toEqual([{ lines: [1], text: 'Item 1: 7 asked, 6 in stock' }]);
  });
});
