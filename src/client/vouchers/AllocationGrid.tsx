// The party's open bills with what this voucher settles on each, "allocate oldest first", and what
// is left on account (an advance). All sums are the store's exact paise.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { formatDayFirst, formatIndian } from '../../../engine/ui/format.ts';
import { rupees } from '../../../overrides/billing/exact.ts';
import { MoneyInput } from './MoneyInput.tsx';
import type { VoucherStore } from './VoucherStore.ts';

const money = (amount: number) => formatIndian(rupees(amount), 2);

export const AllocationGrid = observer(function AllocationGrid({ store }: { store: VoucherStore }) {
  if (!store.settlesBills) return null;
  const onAccount = store.onAccount;
  return (
    <Box component="section" aria-labelledby="allocation-title" sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id="allocation-title" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          Bills settled
        </Typography>
        <Button size="small" variant="outlined" onClick={() => store.allocateOldest()} disabled={store.bills.length === 0 || store.amount === 0}>
          Allocate oldest first
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Type what this voucher settles on each bill, or let "Allocate oldest first" spread the amount from the oldest bill on. What no bill takes stays on account as an advance.
      </Typography>
      {store.billsState === 'loading' && <LinearProgress aria-label="Loading the open bills" />}
      {store.billsState === 'error' && (
        <Alert severity="error" action={<Button onClick={() => void store.loadBills()}>Retry</Button>}>
          {store.billsFailure}
        </Alert>
      )}
      {store.billsState === 'idle' && store.bills.length === 0 && <Alert severity="info">{`${store.partyLedger?.LedgerName ?? 'This party'} has no open bills in this firm: the whole amount goes on account.`}</Alert>}
      {store.bills.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Open bills" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } }, '& .MuiInputBase-input': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Bill</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Date</TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Bill amount</TableCell>
                <TableCell align="right">Due</TableCell>
                <TableCell align="right" sx={{ width: { xs: 136, sm: 170 } }}>Settle</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {store.bills.map((bill) => (
                <TableRow key={bill.Id} data-bill={bill.BillNo}>
                  <TableCell>
                    <Box sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>{bill.BillNo}</Box>
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, fontSize: 12, color: 'text.secondary' }}>{formatDayFirst(bill.Date)}</Box>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>{formatDayFirst(bill.Date)}</TableCell>
                  <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formatIndian(bill.NetBillAmt, 2)}</TableCell>
                  <TableCell align="right">{money(store.due(bill))}</TableCell>
                  <TableCell align="right" sx={{ py: 0.5 }}>
                    <MoneyInput
                      id={`allocate-${bill.Id}`}
                      label={`Settle ${bill.BillNo}`}
                      hideLabel
                      value={store.allocations.get(bill.Id)}
                      onChange={(value) => store.setAllocation(bill.Id, value)}
                      error={store.errors[`bill:${bill.Id}`]}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: { xs: 1, sm: 3 }, mt: 1 }} aria-live="polite">
        <Typography variant="body2">
          Against bills <strong data-testid="allocated">{money(store.allocated)}</strong>
        </Typography>
        <Typography variant="body2" color={onAccount === null ? 'error' : undefined}>
          {onAccount === null ? (
            <>The bills take {money(store.allocated - store.amount)} more than the amount</>
          ) : (
            <>
              On account <strong data-testid="on-account">{money(onAccount)}</strong>
            </>
          )}
        </Typography>
      </Box>
    </Box>
  );
});
