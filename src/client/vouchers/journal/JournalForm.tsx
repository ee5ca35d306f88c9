// The journal voucher form (the engine page's form slot, so the list and its dialog are the engine's):
// firm and date, the debit and credit lines, the narration; Save, and Print once saved.
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
import { useEngine } from '../../../../engine/ui/EngineProvider.tsx';
import type { EntityFormProps } from '../../../../engine/ui/EntityForm.tsx';
import { DateInput } from '../../../../engine/ui/fields/DateInput.tsx';
import { FirmSelect } from '../../documents/FirmSelect.tsx';
import { PageSpinner } from '../../routing/PageSpinner.tsx';
import { voucherOfSchema } from '../sessionVouchers.ts';
import { JournalLinesEditor } from './JournalLinesEditor.tsx';
import { JournalStore } from './JournalStore.ts';
import { saveVoucher } from '../saveVoucher.ts';
import { useJournalDraft } from '../../drafts/useJournalDraft.ts';
import { DraftOffer } from '../../drafts/DraftOffer.tsx';

export const JournalForm = observer(function JournalForm({ schema, id, onSaved, onCancel }: EntityFormProps) {
  const { api, notify } = useEngine();
  const [store] = useState(() => new JournalStore(api, schema, voucherOfSchema(schema), id === null || id === undefined ? null : Number(id)));
  useEffect(() => {
    void store.start();
  }, [store]);
  const draft = useJournalDraft(store);

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
  const number = store.header[store.voucher.prefixedField];
  const print = store.voucher.print;

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
      {typeof number === 'string' && (
        <Box sx={{ mb: 1.5, color: 'text.secondary' }}>
          Voucher no. <strong>{number}</strong>
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
        <DateInput
          id="field-VoucherDate"
          label={title('VoucherDate')}
          size="small"
          fullWidth
          required
          value={text('VoucherDate')}
          error={store.errors.VoucherDate}
          onChange={(date) => store.setField('VoucherDate', date)}
        />
      </Box>
      <JournalLinesEditor store={store} />
      <TextField
        id="field-Narration"
        label={title('Narration')}
        size="small"
        fullWidth
        multiline
        minRows={2}
        value={text('Narration')}
        error={Boolean(store.errors.Narration)}
        helperText={store.errors.Narration ?? 'Printed on the voucher; a line without its own narration posts with this one.'}
        onChange={(event) => store.setField('Narration', event.target.value)}
        slotProps={{ htmlInput: { maxLength: schema.properties.Narration?.maxLength } }}
        sx={{ mt: 2 }}
      />
      {store.failure && !store.saving && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {store.failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        {print && id !== null && id !== undefined && (
          <Button startIcon={<PrintOutlined />} component={RouterLink} to={`/${print.route}?id=${id}`} sx={{ mr: 'auto' }}>
            Print
          </Button>
        )}
        {onCancel && (
          <Button
            onClick={() => {
              draft.abandon();
              onCancel();
            }}
            disabled={store.saving}
          >
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
