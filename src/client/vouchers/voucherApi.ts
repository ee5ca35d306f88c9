// The voucher look-ups on the server: ledger choices for the pickers, a party's open bills, and the
// vouchers that settle a bill.
import { isHTTPError } from 'ky';
import { EntityApiError, toApiError } from '../../../engine/ui/api.ts';
import type { BillKind, LedgerRole } from '../../shared/voucher-kinds.ts';
import { api } from '../api/http.ts';

export type LedgerChoice = { Id: number; LedgerName: string; GroupName: string | null; Role: LedgerRole; PartyId: number | null; PartyType: string | null };
export type OpenBill = { Id: number; FirmId: number; BillNo: string; Date: string; NetBillAmt: number; BalanceBillAmt: number; AllocatedHere: number };

async function rows<T>(path: string, searchParams: Record<string, string | number>, fallback: string): Promise<T[]> {
  try {
    const body = await api.get(path, { searchParams }).json<{ data?: { rows?: T[] } }>();
    return body.data?.rows ?? [];
  } catch (error) {
    if (isHTTPError(error)) {
      const data = (error.data ?? {}) as { message?: string };
      throw new EntityApiError(error.response.status, typeof data.message === 'string' ? data.message : fallback);
    }
    throw toApiError(error, fallback);
  }
}

/** Every ledger with its role (cash or bank, a party's, or other), by name. */
export const fetchLedgerChoices = () => rows<LedgerChoice>('vouchers/ledgers', { role: 'all' }, 'Could not load the ledgers.');

/** The party's bills with something due (and, when editing, those this voucher settles), oldest first. */
export function fetchOpenBills(kind: BillKind, ledgerId: number, firmId: number, voucherId: number | null): Promise<OpenBill[]> {
  const params: Record<string, number | string> = { kind, LedgerId: ledgerId, FirmId: firmId };
  if (voucherId !== null) params.VoucherId = voucherId;
  return rows<OpenBill>('vouchers/openbills', params, 'Could not load the open bills.');
}

export type Settlement = { VoucherId: number; PrefixVoucherNo: string; VoucherDate: string; Amount: number };

/** The receipts (for a sales bill) or payments (for a purchase) that settle the bill, oldest first. */
export const fetchSettlements = (kind: BillKind, billId: number) => rows<Settlement>('vouchers/settlements', { kind, BillId: billId }, 'Could not load the vouchers settling this bill.');
