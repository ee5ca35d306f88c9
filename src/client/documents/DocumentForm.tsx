// One generic form for the ten documents: header fields from the entity's merged schema and the
// document kind, the keyboard-first billing lines, live totals worked out as the clerk types (the
// server's own function), and Save (Ctrl+S) with the server's figures, number and errors.
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { EntitySchema } from '../../../engine/schema/types.ts';
import { formatIndian } from '../../../engine/ui/format.ts';
import { SAVED_MESSAGE, UPDATED_MESSAGE } from '../../../engine/ui/messages.ts';
import { toApiError, type Row } from '../../../engine/ui/api.ts';
import { useEngine } from '../../../engine/ui/EngineProvider.tsx';
import { amountInWords } from '../../../overrides/billing/amount-in-words.ts';
import { paise } from '../../../overrides/billing/exact.ts';
import { BillingLines, formatPlain, type BillingLinesHandle } from '../../../overrides/billing/BillingLines.tsx';
import { fetchItemRates } from './itemRatesApi.ts';
import { fetchStock } from './stockApi.ts';
import { StockWatch } from './StockWatch.ts';
import { StockWarnings } from './StockWarnings.tsx';
import { itemByCode } from './itemByCode.ts';
import { printKindOf } from '../../../overrides/invoices/print-kinds.ts';
import { documentsOf } from './sessionDocuments.ts';
import { lineSchemaOf } from './lineSchema.ts';
import { columnsFromSchema } from '../../../overrides/billing/BillingLinesRules.ts';
import { DocumentStore } from './DocumentStore.ts';
import { headerLayout } from './documentModel.ts';
import { einvoiceTypeOf } from '../../shared/einvoice-kinds.ts';
import { EinvoiceActions } from '../einvoice/EinvoiceActions.tsx';
import { conversionFromQuery, conversionPath, conversionsFrom, editFormPath, newFormPath, type DocumentPage } from './documentPages.ts';
import { AmountField, enterMoves, HeaderField } from './HeaderFields.tsx';
import { SettledByVouchers } from '../vouchers/SettledByVouchers.tsx';
import { ChargeRows } from './ChargeRows.tsx';
import { HeaderGroups } from './HeaderGroups.tsx';
import { EwayBillButton } from '../ewaybill/EwayBillButton.tsx';
import { useDocumentDraft } from '../drafts/useDocumentDraft.ts';
import { DraftOffer } from '../drafts/DraftOffer.tsx';

type LocationState = { record?: Row; saved?: string; warnings?: string[] } | null;

export type DocumentFormProps = { schema: EntitySchema; page: DocumentPage; id: string | null };

export const DocumentForm = observer(function DocumentForm({ schema, page, id }: DocumentFormProps) {
  const { api, notify, meta } = useEngine();
  const location = useLocation();
  const navigate = useNavigate();
  const catalog = documentsOf(meta);
  const lineColumns = useMemo(() => columnsFromSchema(lineSchemaOf(meta, schema, page.kind)), [meta, schema, page.kind]);
  const [store] = useState(() => new DocumentStore(api, schema, page, catalog, lineColumns, fetchItemRates));
  const draft = useDocumentDraft(store, id);
  const grid = useRef<BillingLinesHandle | null>(null);
  const [stock] = useState(() => new StockWatch(store, fetchStock, () => grid.current?.refresh(true)));
  const saveButton = useRef<HTMLButtonElement | null>(null);
  const newButton = useRef<HTMLButtonElement | null>(null);
  const totalsInputs = useRef<Array<HTMLInputElement | null>>([]);
  const arrived = location.state as LocationState;
  const [savedMessage, setSavedMessage] = useState<string | null>(arrived?.saved ?? null);
  /** What the server warned of on the last save (the document was saved): stays until the next save. */
  const [warnings, setWarnings] = useState<string[]>(arrived?.warnings ?? []);
  const layout = headerLayout(schema, page.kind);

  useEffect(() => {
    store.refreshLines = () => {
      const notes = stock.annotate();
      grid.current?.refresh(notes);
    };
    void store.start({ id, initial: arrived?.record ?? null, conversion: conversionFromQuery(catalog, page.entity, location.search) ?? null });
    // The record handed over by the save is used once: a reload of the page fetches it afresh.
    if (arrived) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // Once per document page.
  }, []);

  // A document just saved: the next keystroke (Enter) starts a new one.
  useEffect(() => {
    if (savedMessage && store.state === 'idle') newButton.current?.focus();
  }, [savedMessage, store.state]);

  // The print page of this kind of document, if it prints (Save & Print goes there once saved).
  const printRoute = printKindOf(catalog, page.entity)?.path;
  const save = useCallback(async (thenPrint = false) => {
    grid.current?.commit();
    try {
      const result = await store.save();
      if (!result) {
        notify(store.failure ?? 'Please correct the marked fields.', 'error');
        return;
      }
      const message = result.message || (result.created ? SAVED_MESSAGE : UPDATED_MESSAGE);
      notify(message, 'success');
      for (const warning of result.warnings) notify(warning, 'warning');
      setWarnings(result.warnings);
      const number = String(result.record[page.kind.prefixedField] ?? '');
      if (thenPrint && printRoute && typeof result.record.Id === 'number') {
        navigate(`/${printRoute}?id=${result.record.Id}`);
      } else if (result.created && typeof result.record.Id === 'number') {
        navigate(editFormPath(page, result.record.Id), { replace: true, state: { record: result.record, saved: number, warnings: result.warnings } });
      } else {
        setSavedMessage(number);
      }
    } catch (error) {
      notify(toApiError(error, 'Could not save.').message, 'error');
    }
  }, [store, page, navigate, notify, printRoute]);

  // Ctrl+S saves from anywhere on the page (also from inside a cell being edited); Ctrl+P saves and
  // opens the printed document (the form itself is not worth printing).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 's' && !(key === 'p' && printRoute)) return;
      event.preventDefault();
      event.stopPropagation();
      void save(key === 'p');
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [save]);

  const searchItems = useCallback((typed: string) => store.items.search(typed), [store]);
  const findCode = useMemo(() => itemByCode(store.items, api, fetchItemRates), [store, api]);
  const focusLines = useCallback(() => setTimeout(() => grid.current?.focusCell(0), 0), []);
  const leaveLines = useCallback(() => {
    const first = totalsInputs.current.find((input) => input && !input.disabled);
    if (first) first.focus();
    else saveButton.current?.focus();
  }, []);

  if (store.state === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }} role="status" aria-label="Loading">
        <CircularProgress />
      </Box>
    );
  }
  if (store.state === 'error') {
    return (
      <Alert severity="error" action={<Button component={RouterLink} to={`/${page.list}`} color="inherit">Back to list</Button>}>
        {store.error}
      </Alert>
    );
  }

  // A saved document prints from its print page (salesinvoice?id=12), where its kind has one.
  const printPath = store.recordId !== null ? printKindOf(catalog, page.entity)?.path : undefined;
  // A converted quotation, challan or order offers no second conversion of the kind that marks it (the
  // server refuses one too: src/server/documents/one-conversion.ts).
  const converted = store.record?.IsConverted === true;
  const marksConverted = (target: string) => catalog.get(target)?.sources.some((source) => source.entity === page.entity && source.marksConverted) === true;
  const conversions =
    store.recordId !== null
      ? conversionsFrom(catalog, page.entity).filter((conversion) => meta.get(conversion.target)?.properties[conversion.linkField] && !(converted && marksConverted(conversion.target)))
      : [];
  const totalsMoves = enterMoves(
    [0, 1, 2, 3].map((index) => () => totalsInputs.current[index]),
    () => saveButton.current?.focus(),
  );

  return (
    <Box>
      <Box sx={{ position: 'sticky', top: 0, zIndex: 3, height: 4 }}>{store.saving && <LinearProgress aria-label="Saving" />}</Box>
      <DraftOffer draft={draft} />
      {savedMessage !== null && store.savedNumber && (
        <Alert
          severity="success"
          sx={{ mb: 2, alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
          onClose={() => setSavedMessage(null)}
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button ref={newButton} variant="contained" size="small" startIcon={<AddIcon />} onClick={() => navigate(newFormPath(page))}>
                New {page.title}
              </Button>
              <Button size="small" component={RouterLink} to={`/${page.list}`}>
                Back to list
              </Button>
            </Box>
          }
        >
          Saved as <strong data-testid="saved-number">{store.savedNumber}</strong>
        </Alert>
      )}
      {store.conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => navigate(0)}>
              Reload
            </Button>
          }
        >
          {store.conflict} Reload to see the latest version (your unsaved changes will be lost).
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="save-warnings" onClose={() => setWarnings([])}>
          {warnings.map((warning) => (
            <div key={warning}>{warning}</div>
          ))}
        </Alert>
      )}
      {store.failure && !store.conflict && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {store.failure}
        </Alert>
      )}
      {store.source && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Made from {meta.get(store.source.conversion.source)?.title ?? store.source.conversion.source} <strong>{store.source.number}</strong>: check the lines and save.
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
            gridAutoFlow: 'row dense',
            alignItems: 'start',
          }}
        >
          {layout.main.map((name) => (
            <Fragment key={name}>
              <MainField store={store} name={name} autoFocus={name === page.kind.partyField && id === null && !store.source} onChosen={focusLines} />
              {name === page.kind.dateField && (
                <DocumentNumber store={store}>
                  {conversions.map((conversion) => (
                    <Button key={conversion.target} variant="outlined" size="small" onClick={() => navigate(conversionPath(catalog, conversion, store.recordId!))}>
                      {conversion.label}
                    </Button>
                  ))}
                  {printPath && (
                    <Button variant="outlined" size="small" startIcon={<PrintOutlined />} component={RouterLink} to={`/${printPath}?id=${store.recordId}`}>
                      Print
                    </Button>
                  )}
                  {store.record && store.recordId !== null && 'EwayBillNo' in schema.properties && (
                    <EwayBillButton entity={page.entity} id={store.recordId} number={store.savedNumber ?? ''} record={store.record} onRecorded={() => void api.get(page.entity, store.recordId!).then((record) => store.show(record))} />
                  )}
                  {/* e-Invoicing applies to a firm above ₹5 crore (Notification 10/2023-Central Tax); a registered document keeps its IRN actions. */}
                  {store.record && store.recordId !== null && einvoiceTypeOf(page.kind) && (store.firm?.TurnoverAbove5Cr === true || Boolean(store.record.Irn)) && (
                    <EinvoiceActions entity={page.entity} record={store.record} number={store.savedNumber ?? ''} onChanged={() => void api.get(page.entity, store.recordId!).then((record) => store.show(record))} />
                  )}
                </DocumentNumber>
              )}
            </Fragment>
          ))}
          <SourceChips store={store} />
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 }, mb: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
            Items
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'none', md: 'block' } }}>
            Enter: next cell · Shift+Enter: back · Delete: remove line · Ctrl+S: save
          </Typography>
          <Button size="small" startIcon={<AddIcon />} onClick={() => grid.current?.addLine()}>
            Add line
          </Button>
        </Box>
        <BillingLines
          ref={grid}
          side={page.side}
          columns={lineColumns}
          lines={store.lines}
          linesVersion={store.linesVersion}
          searchItems={searchItems}
          findCode={findCode}
          pickItem={store.pickItem}
          taxRateOf={store.taxRateOf}
          onLineChange={store.lineChanged}
          onLinesChange={store.linesChanged}
          onDraft={store.draftLine}
          onLeave={leaveLines}
        />
        <LineMessages store={store} />
        <StockWarnings watch={stock} />
      </Paper>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 420px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
              More details
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
              {layout.more.map((name) => (
                // A field hidden for now (an export's port on a regular bill, a walk-in's buyer once a customer is chosen) takes no cell.
                <Box
                  key={name}
                  sx={{ '&:empty': { display: 'none' }, ...(schema.properties[name]?.['x-ui'] && (schema.properties[name]['x-ui'] as Row).widget === 'textarea' ? { gridColumn: '1 / -1' } : {}) }}
                >
                  <HeaderField store={store} name={name} />
                </Box>
              ))}
            </Box>
          </Paper>
          <HeaderGroups store={store} groups={layout.groups} />
        </Box>
        <TotalsPanel store={store} inputs={totalsInputs} moves={totalsMoves} />
      </Box>

      <Paper
        elevation={8}
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 5,
          mt: 2,
          mx: { xs: -1, sm: 0 },
          px: { xs: 1.5, sm: 2 },
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          borderRadius: { xs: 0, sm: 2 },
        }}
      >
        <NetAmount store={store} />
        <Box sx={{ flexGrow: 1 }} />
        <Button component={RouterLink} to={`/${page.list}`} disabled={store.saving}>
          {store.recordId !== null ? 'Close' : 'Cancel'}
        </Button>
        <Button
          ref={saveButton}
          variant="contained"
          onClick={() => void save()}
          disabled={store.saving || store.state !== 'idle'}
          aria-busy={store.saving}
          startIcon={store.saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}
          title="Save (Ctrl+S)"
        >
          {store.saving ? 'Saving…' : 'Save'}
        </Button>
        {printRoute && (
          // On a phone the bar has room for its icon only; its name stays for screen readers and tests.
          <Button
            variant="outlined"
            onClick={() => void save(true)}
            disabled={store.saving || store.state !== 'idle'}
            startIcon={<PrintOutlined />}
            title="Save and print (Ctrl+P)"
            aria-label="Save & Print"
            sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Save &amp; Print
            </Box>
          </Button>
        )}
      </Paper>
    </Box>
  );
});

/** A header field over the lines (the bank account only for a bank payment). */
const MainField = observer(function MainField(props: { store: DocumentStore; name: string; autoFocus: boolean; onChosen: () => void }) {
  const { store, name } = props;
  if (name === 'BankLedgerId' && store.header.PaymentType !== 'BANK') return null;
  return (
    <Box sx={name === store.kind.partyField ? { gridColumn: 'span 2' } : undefined}>
      <HeaderField store={store} name={name} autoFocus={props.autoFocus} onChosen={props.onChosen} />
    </Box>
  );
});

/** The document's number: the server gives it on the first save. */
const DocumentNumber = observer(function DocumentNumber({ store, children }: { store: DocumentStore; children?: React.ReactNode }) {
  const title = String(store.schema.properties[store.kind.prefixedField]?.title ?? 'Number');
  return (
    <Box sx={{ minWidth: 0, display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: 18, lineHeight: 1.6, whiteSpace: 'nowrap' }} data-testid="document-number">
          {store.savedNumber ?? 'New'}
        </Typography>
      </Box>
      {children && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignSelf: 'center' }}>{children}</Box>}
    </Box>
  );
});

/** The documents this one was made from, and whether it has itself been billed. */
const SourceChips = observer(function SourceChips({ store }: { store: DocumentStore }) {
  const converted = store.record?.IsConverted === true;
  if (!converted) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <Chip color="success" size="small" label={String(store.schema.properties.IsConverted?.title ?? 'Converted')} />
    </Box>
  );
});

const LineMessages = observer(function LineMessages({ store }: { store: DocumentStore }) {
  if (store.lineMessages.length === 0) return null;
  return (
    <Box component="ul" role="alert" aria-label="Problems in the lines" sx={{ m: 0, mt: 1, pl: 2.5, color: 'error.main', fontSize: 14 }}>
      {store.lineMessages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </Box>
  );
});

const NetAmount = observer(function NetAmount({ store }: { store: DocumentStore }) {
  const lines = typeof store.totals.lineCount === 'number' ? store.totals.lineCount : 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {lines} {lines === 1 ? 'item' : 'items'}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="footer-net">
        ₹ {formatIndian(store.netBillAmt, 2)}
      </Typography>
    </Box>
  );
});

type TotalsProps = {
  store: DocumentStore;
  inputs: React.MutableRefObject<Array<HTMLInputElement | null>>;
  moves: (index: number) => (event: React.KeyboardEvent<HTMLElement>) => void;
};

const TotalsPanel = observer(function TotalsPanel({ store, inputs, moves }: TotalsProps) {
  const { kind, totals, schema } = store;
  const figure = (field: string) => (typeof totals[field] === 'number' ? (totals[field] as number) : 0);
  const interState = store.interState;
  const money = store.money;
  const discountByPercent = typeof store.header[kind.discountPerField] === 'number' && (store.header[kind.discountPerField] as number) > 0;
  const has = (field: string | null) => field !== null && field in schema.properties;
  const showCess = figure('TotCess') !== 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} aria-label="Totals" role="region">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Totals
      </Typography>
      <TotalRow label="Quantity" value={formatPlain(figure('TotQty'))} testId="total-qty" />
      <TotalRow label="Amount" value={formatIndian(figure('TotItemAmt'), 2)} testId="total-amount" />
      {figure('TotDiscAmt') !== 0 && <TotalRow label="Discount" value={`- ${formatIndian(figure('TotDiscAmt'), 2)}`} testId="total-discount" />}
      {figure(kind.discountField) !== 0 && (
        <TotalRow label="Bill discount (before tax)" value={`- ${formatIndian(figure(kind.discountField), 2)}`} testId="total-bill-discount" />
      )}
      <TotalRow label="Taxable" value={formatIndian(figure('TotTaxable'), 2)} testId="total-taxable" />
      {figure('TotChargeAmt') !== 0 && <TotalRow label="Charges" value={formatIndian(figure('TotChargeAmt'), 2)} testId="total-charges" />}
      {interState === true ? (
        <TotalRow label="IGST" value={formatIndian(figure('TotIGST'), 2)} testId="total-igst" />
      ) : (
        <>
          <TotalRow label="CGST" value={formatIndian(figure('TotCGST'), 2)} testId="total-cgst" />
          <TotalRow label="SGST" value={formatIndian(figure('TotSGST'), 2)} testId="total-sgst" />
          {figure('TotIGST') !== 0 && <TotalRow label="IGST" value={formatIndian(figure('TotIGST'), 2)} testId="total-igst" />}
        </>
      )}
      {showCess && <TotalRow label="Cess" value={formatIndian(figure('TotCess'), 2)} testId="total-cess" />}
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', my: 1.5 }}>
        <ChargeRows store={store} />
        {has(kind.chargesField) && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <AmountField store={store} name={kind.chargesField} inputRef={(element) => void (inputs.current[0] = element)} onKeyDown={moves(0)} />
          </Box>
        )}
        {has(kind.discountPerField) && (
          <AmountField store={store} name={kind.discountPerField} inputRef={(element) => void (inputs.current[1] = element)} onKeyDown={moves(1)} />
        )}
        {has(kind.discountField) && (
          <AmountField
            store={store}
            name={kind.discountField}
            value={discountByPercent ? totals[kind.discountField] : store.header[kind.discountField]}
            disabled={discountByPercent}
            inputRef={(element) => void (inputs.current[2] = element)}
            onKeyDown={moves(2)}
          />
        )}
      </Box>
      {typeof totals.discountExceeds === 'number' && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="discount-exceeds">
          The discount exceeds the value ₹{formatIndian(totals.discountExceeds, 2)}: the bill cannot be saved.
        </Alert>
      )}
      <TotalRow label="Round off" value={formatIndian(figure('RoundOff'), 2)} testId="total-roundoff" />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', py: 1, borderTop: 1, borderBottom: 1, borderColor: 'divider', my: 1 }}>
        <Typography sx={{ fontWeight: 700 }}>{String(schema.properties.NetBillAmt?.title ?? 'Net bill amount')}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="total-net">
          ₹ {formatIndian(store.netBillAmt, 2)}
        </Typography>
      </Box>
      {money.kind === 'settled' && (
        <>
          <Box sx={{ my: 1.5 }}>
            <AmountField
              store={store}
              name={money.field}
              value={money.typed ? store.header[money.field] : undefined}
              placeholder={formatIndian(money.amount, 2)}
              onValue={(value) => store.setSettled(value)}
              inputRef={(element) => void (inputs.current[3] = element)}
              onKeyDown={moves(3)}
            />
          </Box>
          <TotalRow label={String(schema.properties.BalanceBillAmt?.title ?? 'Balance')} value={formatIndian(money.balance, 2)} testId="total-balance" strong />
          {store.recordId !== null && <SettledByVouchers kind={kind.entity} billId={store.recordId} balance={money.balance} />}
        </>
      )}
      {money.kind === 'refund' && <TotalRow label={String(schema.properties.RefundAmt?.title ?? 'Refund')} value={formatIndian(money.amount, 2)} testId="total-refund" strong />}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="amount-words">
        {amountInWords(paise(store.netBillAmt))}
      </Typography>
    </Paper>
  );
});

function TotalRow({ label, value, testId, strong = false }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.25, fontWeight: strong ? 700 : 400 }}>
      <Typography variant="body2" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 'inherit', fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

