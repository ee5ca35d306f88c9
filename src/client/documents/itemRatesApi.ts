// The items' GST rate histories (GET /api/items/rates), for the rate in force on a document's date.
import { api } from '../api/http.ts';

export type ItemRateRow = { ItemId: number; EffectiveFrom: string; TaxRate: number; CessRate: number };

export async function fetchItemRates(ids: number[]): Promise<ItemRateRow[]> {
  if (ids.length === 0) return [];
  const body = await api.get('items/rates', { searchParams: { ItemId: ids.join(',') } }).json<{ data?: { rows?: ItemRateRow[] } }>();
  return body.data?.rows ?? [];
}
