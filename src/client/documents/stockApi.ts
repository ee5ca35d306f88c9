// The stock a firm can still send out on a date, per item (GET /api/items/stock), for the line warning.
import { api } from '../api/http.ts';

export type StockRow = { ItemId: number; ItemName: string; Service: boolean; OnHand: number | null };

export type StockQuestion = { firmId: number; date: string; itemIds: number[]; exclude: { docType: string; docId: number } | null };

export type FetchStock = (question: StockQuestion) => Promise<StockRow[]>;

export const fetchStock: FetchStock = async (question) => {
  if (question.itemIds.length === 0) return [];
  const searchParams: Record<string, string> = { FirmId: String(question.firmId), Date: question.date, ItemId: question.itemIds.join(',') };
  if (question.exclude) Object.assign(searchParams, { DocType: question.exclude.docType, DocId: String(question.exclude.docId) });
  const body = await api.get('items/stock', { searchParams }).json<{ data?: { rows?: StockRow[] } }>();
  return body.data?.rows ?? [];
};
