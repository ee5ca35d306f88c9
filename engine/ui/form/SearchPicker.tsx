// The one server-searching picker: a type-ahead over an entity's list (its server search), showing each
// record's display field (and, if asked, a second line), and optionally offering to create a record from
// what was typed. The engine's link widget (LinkPicker) and the app's own forms both use it.
// Creating is deliberate: the "Create new" option is never highlighted for Enter by itself, it is not
// offered when a record of that name exists (case and runs of spaces ignored: "pcs " is "Pcs"), and
// choosing it checks the name once more and then opens the new record's form, prefilled, in a dialog;
// nothing is made until that form is saved, and the saved record is chosen. That form (and its form
// library) loads when first asked for, so a page of pickers does not carry it.
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { toApiError, type ListQuery, type Row } from '../api.ts';
import { useEngine } from '../EngineProvider.tsx';

const CreateRecordDialog = lazy(() => import('./CreateRecordDialog.tsx').then((module) => ({ default: module.CreateRecordDialog })));

/** How many matches the type-ahead asks for. */
export const PICKER_PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 200;

type Option = { row: Row; create?: string };

export type SearchPickerProps = {
  entity: string;
  /** The chosen record's key. */
  value: unknown;
  /** The chosen record, when the caller already holds it (no lookup needed). */
  selected?: Row | null;
  onChange: (row: Row | null) => void;
  label: string;
  /** The field naming a record. */
  labelField: string;
  /** The record's key field (Id unless the schema says otherwise). */
  keyField?: string;
  /** A second line under each option. */
  describe?: (row: Row) => string;
  /** Equality filters for the search; a function is asked at each search (values that change elsewhere on the form). */
  filters?: ListQuery['filters'] | (() => ListQuery['filters']);
  /** When the filters match nothing, search again without them (a hint, not a rule). */
  relaxFilters?: boolean;
  /** Offers `label(text)`; choosing it opens the new record's form with `initialValues(text)`. */
  create?: { label: (text: string) => string; initialValues: (text: string) => Row };
  required?: boolean;
  /** A message shown under the field, marking it invalid. */
  error?: string;
  /** Marks the field invalid without a message of its own (the form shows it elsewhere). */
  invalid?: boolean;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  size?: 'small' | 'medium';
  /** The id of the text that describes the field (accessibility). */
  describedBy?: string;
  /** The input's accessible name where no label is shown (a picker in a grid cell under its column's heading). */
  ariaLabel?: string;
  onBlur?: () => void;
  onFocus?: () => void;
  /** Enter on the field with nothing typed and nothing chosen: the form may move on without a record. */
  onEmptyEnter?: () => void;
};

/** A name as compared for duplicates: case and runs of spaces ignored. */
export function sameName(a: string, b: string): boolean {
  return normalName(a) === normalName(b);
}

function normalName(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function SearchPicker(props: SearchPickerProps) {
  const { entity, value, selected, onChange, label, labelField, keyField = 'Id', describe, filters, relaxFilters, create } = props;
  const { api, notify } = useEngine();
  const [current, setCurrent] = useState<Row | null>(selected ?? null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [matches, setMatches] = useState<Row[]>([]);
  /** The text the matches were found for: creating is offered only once they are in (else a quick Enter would make a duplicate). */
  const [matchedFor, setMatchedFor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  /** The name a new record's form (dialog) was opened with, while it is open. */
  const [newName, setNewName] = useState<string | null>(null);
  const seq = useRef(0);
  const filterKey = typeof filters === 'function' ? '' : JSON.stringify(filters ?? {});
  const keyOf = (row: Row | null | undefined) => (row ? String(row[keyField]) : '');
  const nameOf = (row: Row | null | undefined) => (row ? String(row[labelField] ?? `#${keyOf(row)}`) : '');

  // Follow the value: the record the caller holds, else a lookup by key.
  const hasValue = value !== undefined && value !== null && value !== '';
  useEffect(() => {
    if (!hasValue) {
      setCurrent(null);
      return;
    }
    if (current && keyOf(current) === String(value)) return;
    if (selected && keyOf(selected) === String(value)) {
      setCurrent(selected);
      return;
    }
    let live = true;
    api.get(entity, value as number).then(
      (row) => live && setCurrent(row),
      () => live && setCurrent({ [keyField]: value, [labelField]: `#${String(value)}` }),
    );
    return () => {
      live = false;
    };
  }, [value, hasValue, selected, entity]);

  // Search as the user types (debounced), and once when the list opens.
  useEffect(() => {
    if (!open) {
      // Closed (an option chosen) while a search was still waiting: drop it, and its spinner.
      seq.current += 1;
      setLoading(false);
      return;
    }
    const mine = ++seq.current;
    const typed = current && input === nameOf(current) ? '' : input.trim().replace(/\s+/g, ' ');
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const query = { page: 1, perPage: PICKER_PAGE_SIZE, search: typed || undefined, sort: labelField };
        const narrowing = typeof filters === 'function' ? filters() : filters;
        let result = await api.list(entity, { ...query, filters: narrowing });
        if (relaxFilters && result.rows.length === 0 && narrowing && Object.keys(narrowing).length > 0) result = await api.list(entity, query);
        if (mine !== seq.current) return;
        setMatches(result.rows);
        setMatchedFor(typed);
        setProblem(null);
      } catch (failure) {
        if (mine !== seq.current) return;
        setMatches([]);
        setProblem(toApiError(failure).message);
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, input, entity, filterKey, labelField]);

  const typed = input.trim().replace(/\s+/g, ' ');
  const options = useMemo<Option[]>(() => {
    // A record of the very name typed (case and spacing aside) comes first: Enter takes it.
    const same = matches.filter((row) => sameName(nameOf(row), typed));
    const found: Option[] = [...same, ...matches.filter((row) => !same.includes(row))].map((row) => ({ row }));
    const exact = same.length > 0;
    const settled = !loading && matchedFor === typed;
    if (create && settled && typed !== '' && !exact && !(current && typed === nameOf(current))) found.push({ row: { [keyField]: '__create__' }, create: typed });
    return found;
  }, [matches, matchedFor, loading, typed, create, current]);

  const choose = async (option: Option | null) => {
    if (!option) {
      setCurrent(null);
      onChange(null);
      return;
    }
    if (creating) return;
    if (option.create === undefined || !create) {
      setCurrent(option.row);
      onChange(option.row);
      return;
    }
    // The option's label replaced the text in the box: put back what was typed.
    setInput(option.create);
    setCreating(true);
    try {
      // The name once more, against every record (not only the filtered ones): an existing one is chosen.
      const found = await api.list(entity, { page: 1, perPage: PICKER_PAGE_SIZE, search: option.create, sort: labelField });
      const existing = found.rows.find((row) => sameName(nameOf(row), option.create!));
      if (existing) {
        notify(`"${nameOf(existing)}" exists already: it is chosen.`, 'info');
        take(existing);
      } else setNewName(option.create);
    } catch (failure) {
      notify(toApiError(failure).message, 'error');
    } finally {
      setCreating(false);
    }
  };

  const take = (row: Row) => {
    setCurrent(row);
    setInput(nameOf(row));
    onChange(row);
  };

  const shown = (option: Option) => (option.create !== undefined && create ? create.label(option.create) : nameOf(option.row));
  // The same object while the record is the same: Autocomplete puts back the chosen name whenever its value changes.
  const chosen = useMemo<Option | null>(() => (current ? { row: current } : null), [current]);
  return (
    <>
      <Autocomplete<Option, false, false, false>
        id={props.id}
        options={options}
        value={chosen}
        inputValue={input}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onInputChange={(_event, next) => setInput(next)}
        onChange={(_event, option) => void choose(option)}
        filterOptions={(all) => all}
        getOptionLabel={shown}
        isOptionEqualToValue={(option, other) => keyOf(option.row) === keyOf(other.row)}
        getOptionKey={(option) => keyOf(option.row)}
        renderOption={(optionProps, option) => {
          const { key, ...rest } = optionProps as typeof optionProps & { key: string };
          const second = option.create === undefined && describe ? describe(option.row) : '';
          return (
            <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
              <Box sx={{ fontWeight: option.create !== undefined ? 600 : 400 }}>{shown(option)}</Box>
              {second && <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{second}</Box>}
            </Box>
          );
        }}
        loading={loading || creating}
        // Not disabled while creating: MUI blurs a focused Autocomplete that becomes disabled, mid-render.
        disabled={props.disabled}
        // Enter takes the highlighted match, never "Create new" unless the user moved onto it.
        autoHighlight={options[0]?.create === undefined}
        handleHomeEndKeys
        noOptionsText={problem ?? (typed ? 'No matches' : 'Type to search')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={props.required}
            autoFocus={props.autoFocus}
            placeholder={props.placeholder}
            error={Boolean(props.error) || props.invalid === true}
            helperText={props.error ?? props.helperText}
            inputRef={props.inputRef}
            size={props.size}
            onBlur={props.onBlur}
            onFocus={props.onFocus}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && props.onEmptyEnter && typed === '' && !current) {
                event.preventDefault();
                setOpen(false);
                props.onEmptyEnter();
              }
            }}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}), ...(props.ariaLabel ? { 'aria-label': props.ariaLabel } : {}) },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {loading || creating ? <CircularProgress color="inherit" size={props.size === 'small' ? 16 : 18} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {newName !== null && create && (
        <Suspense fallback={null}>
          <CreateRecordDialog
            entity={entity}
            initialValues={create.initialValues(newName)}
            onCreated={(row) => {
              setNewName(null);
              take({ ...row, [labelField]: row[labelField] ?? newName });
            }}
            onClose={() => setNewName(null)}
          />
        </Suspense>
      )}
    </>
  );
}
