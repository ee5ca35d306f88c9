// The billing lines' item cell: the name with its code and stock note, and, being edited, a text box with
// the items matching what is typed listed under it (by name, code or barcode; the search is the form's).
import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { formatIndian } from '../../../engine/ui/format.ts';
import { isBlankLine, type LineRow, type Row, type Side } from '../BillingLinesRules.ts';
import { EDITOR_INPUT_STYLE, onEnter, useEditorKeys, useFocusOnStart, type LineEditorProps } from './cell-editors.tsx';
import { formatPlain } from './format-plain.ts';
import { ROW_HEIGHT } from './lines-context.ts';

export function ItemCellRenderer({ row }: { row: LineRow }) {
  if (isBlankLine(row)) return <span style={{ color: '#8a94a6' }}>Type item name, code or barcode</span>;
  return (
    <span className="bahi-item-cell" style={{ display: 'inline-flex', gap: 6, alignItems: 'baseline', minWidth: 0 }}>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{String(row.ItemName ?? '')}</span>
      {typeof row.ItemCode === 'string' && row.ItemCode !== '' && <span className="bahi-item-code" style={{ color: '#8a94a6', fontSize: 12 }}>{row.ItemCode}</span>}
      {row.stockNote && (
        <span data-testid="line-stock" style={{ color: row.notes?.Qty ? '#b45309' : '#8a94a6', fontSize: 12, fontWeight: row.notes?.Qty ? 600 : 400, whiteSpace: 'nowrap' }}>
          {row.stockNote}
        </span>
      )}
    </span>
  );
}

const SEARCH_DELAY_MS = 150;

/** The item cell's editor: a text box with the matching items listed under it. */
export function ItemCellEditor(props: LineEditorProps) {
  const context = props.context;
  const input = useRef<HTMLInputElement | null>(null);
  const startKey = props.startKey;
  const current = typeof props.row.ItemName === 'string' ? props.row.ItemName : '';
  const [text, setText] = useState(() => startKey ?? current);
  const [matches, setMatches] = useState<Row[]>([]);
  const [matchesFor, setMatchesFor] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);
  const [missing, setMissing] = useState(false);
  const seq = useRef(0);
  const listId = `item-options-${props.rowIndex}`;

  // The edit began with the cell's own name selected: list nothing until the clerk types.
  const typed = text.trim();
  const untouched = text === current && current !== '';

  /** Searches now; answers at once (an array) when the items are held in the browser. */
  const search = useCallback(
    (wanted: string): Row[] | Promise<Row[]> => {
      const mine = ++seq.current;
      const show = (rows: Row[]) => {
        setMatches(rows);
        setMatchesFor(wanted);
        setActive(0);
        setSearching(false);
      };
      const found = context.searchItems(wanted);
      if (Array.isArray(found)) {
        show(found);
        return found;
      }
      setSearching(true);
      return found.then(
        (rows) => {
          if (mine === seq.current) show(rows);
          return rows;
        },
        () => {
          if (mine === seq.current) setSearching(false);
          return [];
        },
      );
    },
    [context],
  );

  useEffect(() => {
    setMissing(false);
    if (untouched || typed === '') {
      seq.current++;
      setMatches([]);
      setSearching(false);
      return;
    }
    const timer = setTimeout(() => void search(typed), matchesFor === null ? 0 : SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, untouched, search]);

  useFocusOnStart(input, startKey === null);

  const choose = (item: Row, back = false) => {
    props.onValueChange(item);
    context.advance(props.rowIndex, props.column.id, back);
  };

  useEditorKeys(input, (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
      return;
    }
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (typed === '' || untouched) {
      onEnter(event, props);
      return;
    }
    const back = event.shiftKey;
    // The list shown is for what was typed: take the highlighted item.
    if (matchesFor === typed && matches[active]) {
      choose(matches[active], back);
      return;
    }
    // A scanner types the barcode and Enter at once, before the debounced search: look it up now.
    const found = search(typed);
    const pick = (rows: Row[]) => (rows[0] ? choose(rows[0], back) : setMissing(true));
    if (Array.isArray(found)) pick(found);
    else void found.then(pick);
  });

  return (
    <Box sx={{ width: { xs: 300, sm: 420 }, bgcolor: 'background.paper', boxShadow: 6, borderRadius: 1, overflow: 'hidden' }}>
      <input
        ref={input}
        role="combobox"
        aria-label="Item"
        aria-expanded={matches.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
        placeholder="Item name, code or barcode"
        style={{ ...EDITOR_INPUT_STYLE, height: ROW_HEIGHT }}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {(matches.length > 0 || searching || missing) && !untouched && typed !== '' && (
        <Box component="ul" id={listId} role="listbox" aria-label="Matching items" sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 280, overflowY: 'auto' }}>
          {matches.map((item, index) => (
            <Box
              component="li"
              key={String(item.Id)}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                choose(item);
              }}
              onMouseEnter={() => setActive(index)}
              sx={{
                px: 1.25,
                py: 0.75,
                cursor: 'pointer',
                bgcolor: index === active ? 'primary.main' : 'transparent',
                color: index === active ? 'primary.contrastText' : 'text.primary',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 1,
                fontSize: 14,
              }}
            >
              <span>
                {String(item.ItemName)}
                {typeof item.ItemCode === 'string' && item.ItemCode && <span style={{ opacity: 0.7, marginLeft: 6, fontSize: 12 }}>{item.ItemCode}</span>}
              </span>
              <span style={{ opacity: 0.8, fontSize: 12, whiteSpace: 'nowrap' }}>
                {[item.UnitName, gstLabel(context.taxRateOf(item)), itemRate(item, context.side)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Box>
          ))}
          {searching && matches.length === 0 && <Box component="li" sx={{ px: 1.25, py: 0.75, color: 'text.secondary', fontSize: 14 }}>Searching…</Box>}
          {missing && !searching && matches.length === 0 && (
            <Box component="li" role="alert" sx={{ px: 1.25, py: 0.75, color: 'error.main', fontSize: 14 }}>
              No item matches “{typed}”
            </Box>
          )}
        </Box>
      )}
    </Box>
  );
}

function gstLabel(rate: unknown): string | null {
  return typeof rate === 'number' ? `GST ${formatPlain(rate)}%` : null;
}

function itemRate(item: Row, side: Side): string | null {
  const rate = side === 'purchase' ? (item.LastPurchaseRate ?? item.CashRate) : item.CashRate;
  return typeof rate === 'number' ? `₹${formatIndian(rate, 2)}` : null;
}
