// A journal voucher's lines, keyboard first (as the design card asks of every line grid: clerks type):
// type a ledger's name in the line's picker and Enter takes it and moves on to the amount (a line
// picked when the entry does not balance gets the balancing figure), Enter after a debit skips the
// credit, Enter after the narration goes to the next line, or adds one while the entry does not
// balance, or to the voucher's narration once it does. On a phone each line is a small card.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { formatIndian } from '../../../../engine/ui/format.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { LedgerPicker } from '../LedgerPicker.tsx';
import { MoneyInput } from '../MoneyInput.tsx';
import type { JournalStore, LineField } from './JournalStore.ts';

const money = (amount: number) => formatIndian(rupees(amount), 2);

const CELLS = ['ledger', 'debit', 'credit', 'narration'] as const;
type Cell = (typeof CELLS)[number];
const cellId = (key: number, cell: Cell) => `jl-${key}-${cell}`;

/**
 * Focuses a cell: at once when it is drawn (so keys typed quickly land in it), else, or when `afterDraw`
 * (an amount just filled in, which the field must show when it takes the focus), once React has drawn it.
 */
function focusCell(key: number, cell: Cell | 'voucher-narration', afterDraw = false): void {
  const focus = () => {
    const input = document.getElementById(cell === 'voucher-narration' ? 'field-Narration' : cellId(key, cell)) as HTMLInputElement | null;
    input?.focus();
    if (input && cell !== 'ledger' && typeof input.select === 'function') input.select();
    return input !== null;
  };
  if (afterDraw || !focus()) requestAnimationFrame(() => void focus());
}

// Wide: # | ledger | debit | credit | narration | remove. Phone: ledger and remove, then debit and credit, then narration.
const WIDE = { gridTemplateColumns: '28px minmax(180px, 2fr) 140px 140px minmax(120px, 1.4fr) 40px', gridTemplateAreas: '"no ledger debit credit narration remove"' };
const PHONE = { gridTemplateColumns: '1fr 1fr 40px', gridTemplateAreas: '"ledger ledger remove" "debit credit credit" "narration narration narration"' };

export const JournalLinesEditor = observer(function JournalLinesEditor({ store }: { store: JournalStore }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const title = (field: LineField) => LINE_TITLES[field];

  /** Enter moves on (and never submits the form); see the file's comment for where to. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
    const match = /^jl-(\d+)-(ledger|debit|credit|narration)$/.exec((event.target as HTMLElement).id ?? '');
    if (!match) return;
    const key = Number(match[1]);
    const cell = match[2] as Cell;
    const line = store.line(key);
    if (!line) return;
    event.preventDefault();
    const index = store.lines.findIndex((candidate) => candidate.key === key);
    if (cell === 'ledger') {
      // The picker has taken the highlighted ledger by now (its own Enter ran first); with none, stay.
      if (line.LedgerId !== null) focusCell(key, line.Credit && !line.Debit ? 'credit' : 'debit', true);
    } else if (cell === 'debit') {
      focusCell(key, line.Debit ? 'narration' : 'credit');
    } else if (cell === 'credit') {
      focusCell(key, 'narration');
    } else if (index < store.lines.length - 1) {
      focusCell(store.lines[index + 1].key, 'ledger');
    } else if (store.balanced) {
      focusCell(key, 'voucher-narration');
    } else {
      focusCell(store.addLine(), 'ledger');
    }
  };

  const difference = store.difference;
  return (
    <Box component="section" aria-labelledby="journal-lines-title" sx={{ mt: 2 }} onKeyDown={onKeyDown}>
      <Typography id="journal-lines-title" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Debit and credit lines
      </Typography>
      {!phone && (
        <Box sx={{ display: 'grid', gap: 1, ...WIDE, px: 0.5, mb: 0.5, color: 'text.secondary', fontSize: 13, fontWeight: 600 }} aria-hidden>
          <Box sx={{ gridArea: 'no' }}>#</Box>
          <Box sx={{ gridArea: 'ledger' }}>{title('LedgerId')}</Box>
          <Box sx={{ gridArea: 'debit', textAlign: 'right' }}>{title('Debit')}</Box>
          <Box sx={{ gridArea: 'credit', textAlign: 'right' }}>{title('Credit')}</Box>
          <Box sx={{ gridArea: 'narration' }}>{title('LineNarration')}</Box>
        </Box>
      )}
      <Box role="list" aria-label="Journal lines" sx={{ display: 'grid', gap: phone ? 1.5 : 0.75 }}>
        {store.lines.map((line, index) => {
          const error = (field: LineField) => store.errors[`line:${line.key}:${field}`];
          return (
            <Box
              key={line.key}
              role="listitem"
              aria-label={`Line ${index + 1}`}
              data-line={index + 1}
              sx={{
                display: 'grid',
                gap: 1,
                alignItems: 'start',
                ...(phone ? PHONE : WIDE),
                ...(phone ? { p: 1, border: 1, borderColor: 'divider', borderRadius: 1 } : { px: 0.5 }),
              }}
            >
              {!phone && <Box sx={{ gridArea: 'no', pt: 1, color: 'text.secondary', fontSize: 13 }}>{index + 1}</Box>}
              <Box sx={{ gridArea: 'ledger', minWidth: 0 }}>
                <LedgerPicker
                  id={cellId(line.key, 'ledger')}
                  label={phone ? `${LINE_TITLES.LedgerId} (line ${index + 1})` : `${LINE_TITLES.LedgerId}, line ${index + 1}`}
                  hideLabel={!phone}
                  choices={store.choices}
                  value={line.LedgerId}
                  autoFocus={index === 0 && store.recordId === null}
                  error={error('LedgerId')}
                  onChange={(ledger) => store.chooseLedger(line.key, ledger)}
                />
              </Box>
              {(['Debit', 'Credit'] as const).map((side) => (
                <Box key={side} sx={{ gridArea: side.toLowerCase(), '& input': { textAlign: 'right' } }}>
                  <MoneyInput
                    id={cellId(line.key, side === 'Debit' ? 'debit' : 'credit')}
                    label={phone ? LINE_TITLES[side] : `${LINE_TITLES[side]}, line ${index + 1}`}
                    hideLabel={!phone}
                    value={line[side]}
                    onChange={(value) => store.setLine(line.key, side, value)}
                    error={error(side)}
                  />
                </Box>
              ))}
              <Box sx={{ gridArea: 'narration' }}>
                <TextField
                  id={cellId(line.key, 'narration')}
                  label={phone ? LINE_TITLES.LineNarration : undefined}
                  size="small"
                  fullWidth
                  value={line.LineNarration}
                  error={Boolean(error('LineNarration'))}
                  helperText={error('LineNarration')}
                  onChange={(event) => store.setLine(line.key, 'LineNarration', event.target.value)}
                  slotProps={{ htmlInput: { maxLength: 250 /* journalline.LineNarration */, ...(phone ? {} : { 'aria-label': `${LINE_TITLES.LineNarration}, line ${index + 1}` }) } }}
                />
              </Box>
              <Box sx={{ gridArea: 'remove', textAlign: 'center' }}>
                <IconButton aria-label={`Remove line ${index + 1}`} size="small" onClick={() => store.removeLine(line.key)} disabled={store.lines.length <= 2} tabIndex={-1}>
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      <Box sx={{ display: 'grid', gap: 1, ...(phone ? { gridTemplateColumns: '1fr 1fr', gridTemplateAreas: '"add add" "debit credit"' } : WIDE), alignItems: 'center', mt: 1, px: 0.5 }}>
        <Box sx={{ gridArea: phone ? 'add' : 'ledger', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<AddIcon />} onClick={() => focusCell(store.addLine(), 'ledger')}>
            Add line
          </Button>
          {!phone && (
            <Typography variant="body2" sx={{ ml: 'auto', fontWeight: 600 }}>
              Total
            </Typography>
          )}
        </Box>
        <Typography variant="body2" sx={{ gridArea: 'debit', textAlign: 'right', fontWeight: 600 }}>
          {phone && 'Dr '}
          <span data-testid="total-debit">{money(store.totalDebit)}</span>
        </Typography>
        <Typography variant="body2" sx={{ gridArea: 'credit', textAlign: 'right', fontWeight: 600 }}>
          {phone && 'Cr '}
          <span data-testid="total-credit">{money(store.totalCredit)}</span>
        </Typography>
      </Box>
      <Typography
        variant="body2"
        role="status"
        data-testid="journal-difference"
        color={difference === 0 ? 'success.main' : 'error'}
        sx={{ textAlign: 'right', mt: 0.5, px: 0.5 }}
      >
        {store.errors.lines ?? (difference === 0 ? (store.totalDebit > 0 ? 'Debit and credit agree' : '') : `${difference > 0 ? 'Debit' : 'Credit'} exceeds ${difference > 0 ? 'credit' : 'debit'} by ${money(Math.abs(difference))}`)}
      </Typography>
    </Box>
  );
});

/** The line's column headings (the line schema's titles). */
const LINE_TITLES: Record<LineField, string> = { LedgerId: 'Ledger', Debit: 'Debit', Credit: 'Credit', LineNarration: 'Narration' };
