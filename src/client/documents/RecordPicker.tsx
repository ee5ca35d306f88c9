// A type-ahead over an entity's list (its server search) for a header link: party, bank account,
// terms, the document a return is against. Shows a second line per option (a party's state and
// GSTIN) and may offer to create a record from what was typed.
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { toApiError, useEngine, type ListQuery, type Row } from '../../../engine/ui/index.ts';

const SEARCH_DELAY_MS = 200;
const PAGE = 20;

type Option = { row: Row; create?: string };

export type RecordPickerProps = {
  entity: string;
  /** The chosen record's key. */
  value: unknown;
  /** The chosen record, when the caller already holds it (no lookup needed). */
  selected?: Row | null;
  onChange: (row: Row | null) => void;
  label: string;
  /** The field naming a record (PartyName, LedgerName ...). */
  labelField: string;
  /** A second line under each option. */
  describe?: (row: Row) => string;
  /** Equality filters for the search; when they match nothing, the search runs again without them. */
  filters?: ListQuery['filters'];
  /** Offers 'Add "<text>" …' and makes the record from the typed text. */
  create?: { label: (text: string) => string; make: (text: string) => Promise<Row> };
  required?: boolean;
  error?: string;
  helperText?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
};

export function RecordPicker(props: RecordPickerProps) {
  const { entity, value, selected, onChange, label, labelField, describe, filters, create, required, error, helperText, disabled, autoFocus, inputRef, id } = props;
  const { api } = useEngine();
  const [current, setCurrent] = useState<Row | null>(selected ?? null);
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [matches, setMatches] = useState<Row[]>([]);
  /** The text the matches were found for: 'Add …' is offered only once they are in (else it would stay highlighted). */
  const [matchedFor, setMatchedFor] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const seq = useRef(0);
  const filterKey = JSON.stringify(filters ?? {});

  // Follow the value: the record the caller holds, else a lookup by key.
  const hasValue = value !== undefined && value !== null && value !== '';
  useEffect(() => {
    if (!hasValue) {
      setCurrent(null);
      return;
    }
    if (current && String(current.Id) === String(value)) return;
    if (selected && String(selected.Id) === String(value)) {
      setCurrent(selected);
      return;
    }
    let live = true;
    api.get(entity, value as number).then(
      (row) => live && setCurrent(row),
      () => live && setCurrent({ Id: value, [labelField]: `#${String(value)}` }),
    );
    return () => {
      live = false;
    };
  }, [value, hasValue, selected, entity]);

  const nameOf = (row: Row | null | undefined) => (row ? String(row[labelField] ?? `#${String(row.Id)}`) : '');

  useEffect(() => {
    if (!open) return;
    const mine = ++seq.current;
    const typed = current && input === nameOf(current) ? '' : input.trim();
    setLoading(true);
    const timer = setTimeout(async () => {
      try {
        const query = { page: 1, perPage: PAGE, search: typed || undefined, sort: labelField };
        let result = await api.list(entity, { ...query, filters });
        if (result.rows.length === 0 && filters && Object.keys(filters).length > 0) result = await api.list(entity, query);
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

  const typed = input.trim();
  const options = useMemo<Option[]>(() => {
    const found: Option[] = matches.map((row) => ({ row }));
    const exact = matches.some((row) => nameOf(row).toLowerCase() === typed.toLowerCase());
    const settled = !loading && matchedFor === typed;
    if (create && settled && typed !== '' && !exact && !(current && typed === nameOf(current))) found.push({ row: { Id: '__create__' }, create: typed });
    return found;
  }, [matches, matchedFor, loading, typed, create, current]);

  const choose = async (option: Option | null) => {
    if (!option) {
      setCurrent(null);
      onChange(null);
      return;
    }
    if (option.create === undefined || !create) {
      setCurrent(option.row);
      onChange(option.row);
      return;
    }
    setCreating(true);
    try {
      const made = await create.make(option.create);
      setCurrent(made);
      setInput(nameOf(made));
      onChange(made);
    } catch {
      /* the maker reported it */
    } finally {
      setCreating(false);
    }
  };

  const chosen: Option | null = current ? { row: current } : null;
  return (
    <Autocomplete<Option, false, false, false>
      id={id}
      options={options}
      value={chosen}
      inputValue={input}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, option) => void choose(option)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (option.create !== undefined && create ? create.label(option.create) : nameOf(option.row))}
      isOptionEqualToValue={(option, other) => String(option.row.Id) === String(other.row.Id)}
      getOptionKey={(option) => String(option.row.Id)}
      renderOption={(optionProps, option) => {
        const { key, ...rest } = optionProps as typeof optionProps & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'block !important' }}>
            <Box sx={{ fontWeight: option.create !== undefined ? 600 : 400 }}>{option.create !== undefined && create ? create.label(option.create) : nameOf(option.row)}</Box>
            {option.create === undefined && describe && describe(option.row) && (
              <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{describe(option.row)}</Box>
            )}
          </Box>
        );
      }}
      loading={loading || creating}
      disabled={disabled}
      autoHighlight
      handleHomeEndKeys
      noOptionsText={problem ?? (typed ? 'No matches' : 'Type to search')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error ?? helperText}
          inputRef={inputRef}
          size="small"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading || creating ? <CircularProgress color="inherit" size={16} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
