// The item a scanned code names: its exact barcode or item code. Items held in the browser answer at once
// (and when the browser holds every item, a code none of them has names nothing); otherwise the server is asked with exact field filters (?Barcode= and ?ItemCode=), which are tenant-scoped
// and use the item's unique (tenant, Barcode) and (tenant, ItemCode) indexes.
import type { EntityApi, Row } from '../../../engine/ui/api.ts';
import { heldItemByCode, type FindItemByCode } from '../../../overrides/billing/useBarcodeScans.ts';
import type { FetchItemRates, ItemCatalog } from './DocumentStore.ts';

export function itemByCode(items: ItemCatalog, api: EntityApi, fetchRates: FetchItemRates | null): FindItemByCode {
  return (code) => heldItemByCode(items.map.values(), code) ?? (items.holdsAll ? null : fromServer(items, api, fetchRates, code));
}

async function fromServer(items: ItemCatalog, api: EntityApi, fetchRates: FetchItemRates | null, code: string): Promise<Row | null> {
  const exact = (field: string) => api.list('item', { page: 1, perPage: 1, filters: { [field]: code } }).then((result) => result.rows);
  const [byBarcode, byCode] = await Promise.all([exact('Barcode'), exact('ItemCode')]);
  const item = heldItemByCode([...byBarcode, ...byCode], code);
  if (!item) return null;
  if (fetchRates && typeof item.Id === 'number') {
    // The figures take the GST rate in force on the document's date, as for a searched item.
    item.RateHistory = await fetchRates([item.Id]).catch(() => undefined);
  }
  items.remember([item]);
  return item;
}
