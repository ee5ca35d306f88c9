// The document header's fields, each observing only its own value (typing in one field re-renders
// that field alone). Which control a field gets follows its schema: firm and party have their own
// pickers, links get a type-ahead, enums a select, dates a date box, amounts Indian grouping.
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { observer } from 'mobx-react-lite';
import { displayFieldOf, xUi } from '../../../engine/schema/ui-schema.ts';
import { useEngine } from '../../../engine/ui/EngineProvider.tsx';
import { AmountInput } from '../../../engine/ui/fields/AmountInput.tsx';
import { ChoiceInput } from '../../../engine/ui/fields/ChoiceInput.tsx';
import { DateInput } from '../../../engine/ui/fields/DateInput.tsx';
import { TextInput } from '../../../engine/ui/fields/TextInput.tsx';
import { RATE_TIERS } from '../../../overrides/billing/BillingLinesRules.ts';
import { isExport } from '../../../overrides/billing/supply-kind.ts';
import type { DocumentStore } from './DocumentStore.ts';
import { linkOf } from './documentModel.ts';
import { FirmSelect } from './FirmSelect.tsx';
import { SearchPicker } from '../../../engine/ui/form/SearchPicker.tsx';

const TIER_NAMES: Record<string, string> = { CashRate: 'Cash rate', CreditRate: 'Credit rate', WholesaleRate: 'Wholesale rate', Rate4: 'Rate 4', Rate5: 'Rate 5' };

type FieldProps = {
  store: DocumentStore;
  name: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** The party picker's next stop once a party is chosen. */
  onChosen?: () => void;
};

export const HeaderField = observer(function HeaderField(props: FieldProps) {
  const { store, name } = props;
  const { schema, kind } = store;
  const property = schema.properties[name];
  if (!property) return null;
  if (name === 'FirmId') return <FirmField {...props} />;
  if (name === kind.partyField) return <PartyField {...props} />;
  // A walk-in sale's buyer and place of supply are typed only while no customer is chosen; with a customer
  // (or on a document that always names one) they come from the customer.
  if (name === kind.walkIn?.nameField || name === kind.walkIn?.phoneField || name === 'PlaceOfSupply') {
    if (!kind.walkIn || store.header[kind.partyField]) return null;
  }
  // An export's port, shipping bill and currency are asked only on an export.
  if (kind.exportFields.includes(name) && !(kind.supplyKindField && isExport(String(store.header[kind.supplyKindField] ?? '')))) return null;
  if (name === 'BankLedgerId') return store.header.PaymentType === 'BANK' ? <BankField {...props} /> : null;
  const target = linkOf(schema, name);
  if (target) return <LinkField {...props} target={target} />;
  if (Array.isArray(property.enum)) return <EnumField {...props} />;
  if (property.format === 'date' || xUi(property).widget === 'date') return <DateField {...props} />;
  if (property.type === 'number' || property.type === 'integer') return <AmountField {...props} />;
  if (property.type === 'boolean') return <CheckField {...props} />;
  return <PlainField {...props} />;
});

const titleOf = (store: DocumentStore, name: string) => String(store.schema.properties[name]?.title ?? name);

/** A yes-or-no field (reverse charge ...), its schema's description as the tooltip. */
const CheckField = observer(function CheckField({ store, name, inputRef, onKeyDown }: FieldProps) {
  const description = store.schema.properties[name]?.description;
  return (
    <FormControlLabel
      title={typeof description === 'string' ? description : undefined}
      label={titleOf(store, name)}
      control={
        <Checkbox
          id={`field-${name}`}
          size="small"
          checked={store.header[name] === true}
          onChange={(event) => store.setField(name, event.target.checked)}
          slotProps={{ input: { ref: inputRef } }}
        />
      }
      onKeyDown={onKeyDown}
    />
  );
});

const FirmField = observer(function FirmField({ store, name, inputRef, onKeyDown }: FieldProps) {
  return (
    <FirmSelect
      id={`field-${name}`}
      label={titleOf(store, name)}
      firms={store.firms}
      value={store.header[name]}
      error={store.headerErrors[name]}
      onChange={(firmId) => store.setField(name, firmId)}
      disabled={store.recordId !== null}
      inputRef={inputRef}
      onKeyDown={onKeyDown}
    />
  );
});

const PartyField = observer(function PartyField({ store, name, inputRef, autoFocus, onChosen }: FieldProps) {
  const { meta } = useEngine();
  const side = store.page.side;
  const partyType = side === 'sales' ? 'Customer' : 'Supplier';
  const party = store.party;
  const interState = store.interState;
  const caption = party
    ? [party.State, party.GSTIN ? `GSTIN ${String(party.GSTIN)}` : 'Unregistered', interState === null ? null : interState ? (store.firm?.State === party.State ? 'IGST (export / SEZ)' : 'IGST (other state)') : 'CGST + SGST']
        .filter(Boolean)
        .join(' · ')
    : undefined;
  const canCreate = Boolean(meta.get('party'));
  return (
    <SearchPicker
      size="small"
      relaxFilters
      id={`field-${name}`}
      entity="party"
      value={store.header[name]}
      selected={party}
      label={titleOf(store, name)}
      labelField="PartyName"
      required={!store.kind.walkIn}
      autoFocus={autoFocus}
      inputRef={inputRef}
      filters={{ PartyType: partyType }}
      describe={(row) => [row.State, row.GSTIN, row.Mobile].filter(Boolean).join(' · ')}
      error={store.headerErrors[name]}
      helperText={caption}
      create={
        canCreate
          ? {
              label: (text) => `Add new ${partyType.toLowerCase()} "${text}"`,
              // The party's form opens with the name, the type and the firm's state filled in.
              initialValues: (text) => ({ PartyName: text, PartyType: partyType, ...(store.firm?.State ? { State: store.firm.State } : {}) }),
            }
          : undefined
      }
      onChange={(row) => {
        store.setParty(row);
        if (row) onChosen?.();
      }}
      // A walk-in sale: Enter with no customer goes on to the lines.
      onEmptyEnter={store.kind.walkIn ? onChosen : undefined}
    />
  );
});

/** Bank accounts: ledgers under the fixed group Bank Accounts. */
const BankField = observer(function BankField({ store, name }: FieldProps) {
  const { api } = useEngine();
  const [group, setGroup] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    api.list('ledgergroup', { page: 1, perPage: 1, filters: { GroupCode: 'BANK_ACCOUNTS' } }).then(
      (result) => live && setGroup(typeof result.rows[0]?.Id === 'number' ? (result.rows[0].Id as number) : null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <SearchPicker
      size="small"
      relaxFilters
      id={`field-${name}`}
      entity="ledger"
      value={store.header[name]}
      label={titleOf(store, name)}
      labelField="LedgerName"
      required
      filters={group ? { GroupId: group } : undefined}
      error={store.headerErrors[name]}
      onChange={(row) => store.setField(name, row?.Id ?? null)}
    />
  );
});

const LinkField = observer(function LinkField({ store, name, target }: FieldProps & { target: string }) {
  const { meta } = useEngine();
  const targetSchema = meta.get(target);
  if (!targetSchema) return null;
  const labelField = displayFieldOf(targetSchema);
  return (
    <SearchPicker
      size="small"
      relaxFilters
      id={`field-${name}`}
      entity={target}
      value={store.header[name]}
      label={titleOf(store, name)}
      labelField={labelField}
      error={store.headerErrors[name]}
      onChange={(row) => store.setField(name, row?.Id ?? null)}
    />
  );
});

/** A choice of the schema's enum, named by x-ui enumNames; the rate type's empty choice and tiers have business names. */
const EnumField = observer(function EnumField({ store, name, inputRef, onKeyDown }: FieldProps) {
  const property = store.schema.properties[name];
  const options = (property.enum ?? []) as Array<string | number | boolean>;
  const names = xUi(property).enumNames;
  const error = store.headerErrors[name];
  const rateType = name === 'RateTypeId';
  const choices = options.map((option, index) => ({
    value: option,
    label: names?.[index] ?? (rateType && RATE_TIERS.includes(option as never) ? TIER_NAMES[String(option)] : String(option)),
  }));
  return (
    <ChoiceInput
      size="small"
      fullWidth
      id={`field-${name}`}
      label={titleOf(store, name)}
      value={store.header[name]}
      choices={choices}
      emptyLabel={property.default === undefined ? (rateType ? "Party's rate" : '') : undefined}
      error={error}
      inputRef={inputRef}
      onKeyDown={onKeyDown}
      onChange={(chosen) => store.setField(name, chosen)}
    />
  );
});

const DateField = observer(function DateField({ store, name, inputRef, onKeyDown }: FieldProps) {
  const value = store.header[name];
  return (
    <DateInput
      size="small"
      fullWidth
      id={`field-${name}`}
      label={titleOf(store, name)}
      required={name === store.kind.dateField}
      value={typeof value === 'string' ? value : null}
      error={store.headerErrors[name]}
      inputRef={inputRef}
      onKeyDown={onKeyDown}
      onChange={(next) => store.setField(name, next)}
    />
  );
});

const PlainField = observer(function PlainField({ store, name, inputRef, onKeyDown }: FieldProps) {
  const property = store.schema.properties[name];
  return (
    <TextInput
      size="small"
      fullWidth
      id={`field-${name}`}
      label={titleOf(store, name)}
      multiline={xUi(property).widget === 'textarea'}
      value={store.header[name]}
      error={store.headerErrors[name]}
      maxLength={property.maxLength}
      inputRef={inputRef}
      onKeyDown={onKeyDown}
      onChange={(text) => store.setField(name, text)}
    />
  );
});

/** An amount or number: Indian grouping when not being edited, at most x-scale decimals. */
export const AmountField = observer(function AmountField(
  props: FieldProps & { value?: unknown; onValue?: (value: number | null) => void; placeholder?: string; label?: string; disabled?: boolean },
) {
  const { store, name, inputRef, onKeyDown } = props;
  const property = store.schema.properties[name];
  const scale = typeof property?.['x-scale'] === 'number' ? (property['x-scale'] as number) : property?.type === 'integer' ? 0 : 2;
  return (
    <AmountInput
      size="small"
      fullWidth
      id={`field-${name}`}
      label={props.label ?? titleOf(store, name)}
      value={props.value !== undefined ? props.value : store.header[name]}
      scale={scale}
      fixedDecimals={xUi(property ?? {}).widget === 'money'}
      placeholder={props.placeholder}
      disabled={props.disabled}
      error={store.headerErrors[name]}
      inputRef={inputRef}
      onKeyDown={onKeyDown}
      onChange={(next) => (props.onValue ? props.onValue(next) : store.setField(name, next))}
    />
  );
});

/** Moves focus to the next of these inputs on Enter (the last one goes to `last`). */
export function enterMoves(targets: Array<() => HTMLElement | null | undefined>, last?: () => void) {
  return (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || (event.target as HTMLElement).tagName === 'TEXTAREA') return;
    event.preventDefault();
    for (let next = index + 1; next < targets.length; next += 1) {
      const element = targets[next]();
      if (element && !(element as HTMLInputElement).disabled) {
        element.focus();
        return;
      }
    }
    last?.();
  };
}

