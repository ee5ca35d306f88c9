// The receipt, payment and contra form (the engine page's form slot, so the list and its dialog are
// the engine's): firm, date, the party (or any ledger) and the cash or bank account, the amount,
// how it was paid, and for a party the bills it settles.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { Link as RouterLink } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { xUi } from '../../../engine/schema/ui-schema.ts';
import { useEngine } from '../../../engine/ui/EngineProvider.tsx';
import type { EntityFormProps } from '../../../engine/ui/EntityForm.tsx';
import { ChoiceInput } from '../../../engine/ui/fields/ChoiceInput.tsx';
import { DateInput } from '../../../engine/ui/fields/DateInput.tsx';
import { VOUCHER_KIND_BY_ENTITY } from '../../shared/voucher-kinds.ts';
import { FirmSelect } from '../documents/FirmSelect.tsx';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { AllocationGrid } from './AllocationGrid.tsx';
import { LedgerPicker } from './LedgerPicker.tsx';
import { MoneyInput } from './MoneyInput.tsx';
import { VoucherStore } from './VoucherStore.ts';
import { voucherPrintOf } from '../../shared/voucher-paper.ts';
import { useVoucherDraft } from '../drafts/useVoucherDraft.ts';
import { DraftOffer } from '../drafts/DraftOffer.tsx';
import { saveVoucher } from './saveVoucher.ts';

export const VoucherForm = observer(function VoucherForm({ schema, id, onSaved, onCancel }: EntityFormProps) {
  const { api, notify } = useEngine();
  const kind = VOUCHER_KIND_BY_ENTITY.get(schema['x-entity'].name)!;
  const printPath = id === null || id === undefined ? undefined : voucherPrintOf(kind.entity)?.path;
  const [store] = useState(() => new VoucherStore(api, schema, kind, id === null || id === undefined ? null : Number(id)));
  useEffect(() => {
    void store.start();
  }, [store]);
  const draft = useVoucherDraft(store);

  if (store.state === 'loading') return <PageSpinner />;
  if (store.state === 'error') {
    return (
      <Alert severity="error" action={<Button onClick={() => void store.start()}>Retry</Button>}>
        {store.failure}
      </Alert>
    );
  }

  const title = (name: string) => String(schema.properties[name]?.title ?? name);
  const text = (name: string) => (typeof store.header[name] === 'string' ? (store.header[name] as string) : '');
  const fieldProps = (name: string) => ({
    id: `field-${name}`,
    label: title(name),
    size: 'small' as const,
    fullWidth: true,
    error: Boolean(store.errors[name]),
    helperText: store.errors[name],
  });
  const sideChoices = (side: 'FromLedgerId' | 'ToLedgerId') => (side === kind.partySide ? store.partyChoices : store.cashBankChoices);
  // The party side first on a receipt or payment (the clerk starts from who paid), then cash or bank.
  const sides = kind.partySide ? [kind.partySide, kind.cashSide] : (['FromLedgerId', 'ToLedgerId'] as const);
  const modes = (schema.properties.Mode?.enum ?? []) as string[];
  const mode = store.header.Mode;

  const save = () => saveVoucher(store, notify, onSaved);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DraftOffer draft={draft} />
      {typeof store.header.PrefixVoucherNo === 'string' && (
        <Box sx={{ mb: 1.5, color: 'text.secondary' }}>
          Voucher no. <strong>{store.header.PrefixVoucherNo}</strong>
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <FirmSelect
          id="field-FirmId"
          label={title('FirmId')}
          firms={store.firms}
          value={store.header.FirmId}
          error={store.errors.FirmId}
          disabled={store.recordId !== null}
          onChange={(firmId) => store.setField('FirmId', firmId)}
        />
        <DateInput {...fieldProps('VoucherDate')} required value={text('VoucherDate')} onChange={(date) => store.setField('VoucherDate', date)} />
        {sides.map((side, index) => (
          <LedgerPicker
            key={side}
            id={`field-${side}`}
            label={title(side)}
            choices={sideChoices(side)}
            value={store.header[side]}
            autoFocus={index === 0 && store.recordId === null}
            error={store.errors[side]}
            helperText={side === kind.partySide && store.partyLedger?.Role === 'other' ? 'Not a party: the amount posts to this ledger, with no bills to settle' : undefined}
            onChange={(ledger) => store.setField(side, ledger)}
          />
        ))}
        <MoneyInput id="field-Amount" label={title('Amount')} required value={store.header.Amount as number | undefined} onChange={(value) => store.setField('Amount', value)} error={store.errors.Amount} />
        <ChoiceInput
          {...fieldProps('Mode')}
          value={typeof mode === 'string' ? mode : ''}
          choices={modes.map((option) => ({ value: option, label: option }))}
          onChange={(chosen) => store.setField('Mode', chosen === null ? '' : String(chosen))}
        />
        {mode !== 'CASH' && (
          <TextField
            {...fieldProps('ChequeNo')}
            required={mode === 'CHEQUE'}
            value={text('ChequeNo')}
            onChange={(event) => store.setField('ChequeNo', event.target.value)}
            slotProps={{ htmlInput: { maxLength: schema.properties.ChequeNo?.maxLength } }}
          />
        )}
        {mode === 'CHEQUE' && (
          <DateInput {...fieldProps('ChequeDate')} value={text('ChequeDate')} onChange={(date) => store.setField('ChequeDate', date)} />
        )}
        <TextField
          {...fieldProps('Narration')}
          multiline={xUi(schema.properties.Narration ?? {}).widget === 'textarea'}
          minRows={2}
          value={text('Narration')}
          onChange={(event) => store.setField('Narration', event.target.value)}
          slotProps={{ htmlInput: { maxLength: schema.properties.Narration?.maxLength } }}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
      </Box>
      <AllocationGrid store={store} />
      {store.failure && !store.saving && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {store.failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        {printPath && (
          <Button startIcon={<PrintOutlined />} component={RouterLink} to={`/${printPath}?id=${id}`} sx={{ mr: 'auto' }}>
            Print
          </Button>
        )}
        {onCancel && (
          <Button onClick={() => { draft.abandon(); onCancel(); }} disabled={store.saving}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" startIcon={store.saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />} disabled={store.saving}>
          Save
        </Button>
      </Box>
    </Box>
  );
});
