// On a saved sales or purchase bill's totals: the receipts or payments that settle it and what is
// still due after them (the bill's own balance less those, exact to the paisa). Shows nothing while
// no voucher settles the bill.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDayFirst, formatIndian } from '../../../engine/ui/format.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import type { BillKind } from '../../shared/voucher-kinds.ts';
import { fetchSettlements, type Settlement } from './voucherApi.ts';

export type SettledByVouchersProps = { kind: string; billId: number; /** The bill's balance before vouchers (net less paid at billing), in rupees. */ balance: number };

export function SettledByVouchers({ kind, billId, balance }: SettledByVouchersProps) {
  const [settlements, setSettlements] = useState<Settlement[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (kind !== 'sales' && kind !== 'purchase') return;
    let live = true;
    fetchSettlements(kind as BillKind, billId).then(
      (rows) => live && setSettlements(rows),
      (error: Error) => live && setFailure(error.message),
    );
    return () => {
      live = false;
    };
  }, [kind, billId]);
  if (failure) return <Typography variant="caption" color="error">{failure}</Typography>;
  if (settlements.length === 0) return null;
  const settled = settlements.reduce((sum, row) => sum + paise(row.Amount), 0);
  return (
    <Box component="section" aria-label="Settled by vouchers" data-testid="settled-by-vouchers" sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Settled by vouchers
      </Typography>
      {settlements.map((row) => (
        <Box key={row.VoucherId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontSize: 14, color: 'text.secondary' }}>
          <span>
            {row.PrefixVoucherNo} · {formatDayFirst(row.VoucherDate)}
          </span>
          <span>{formatIndian(row.Amount, 2)}</span>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700, mt: 0.5 }}>
        <span>Due after vouchers</span>
        <span data-testid="due-after-vouchers">{formatIndian(rupees(paise(balance) - settled), 2)}</span>
      </Box>
    </Box>
  );
}
