// A date box that shows dd-mm-yyyy whatever the browser's language, with the browser's own calendar
// one click away. The value in and out is ISO (yyyy-mm-dd), as the API speaks.
import { useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import { isIsoDateText, parseDateText } from '../date-text.ts';
import { formatDayFirst } from '../format.ts';
import { frameOf, type FieldFrameProps } from './field-frame.ts';

export type DateInputProps = Omit<FieldFrameProps, 'placeholder'> & {
  /** yyyy-mm-dd (a longer timestamp is cut to its day); null or '' for none. */
  value: string | null | undefined;
  /** yyyy-mm-dd, or null when the box is emptied. */
  onChange: (value: string | null) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** Limits of the calendar (yyyy-mm-dd). */
  min?: string;
  max?: string;
  /** The box's accessible name when no visible label is given. */
  ariaLabel?: string;
  ariaDescribedBy?: string;
  sx?: SxProps<Theme>;
};

/** Said under the box when the text names no real day. */
export const DATE_TEXT_HINT = 'Type a date as dd-mm-yyyy';

/** The native date input the calendar button opens: present for the browser, invisible to people. */
const PICKER_STYLE: CSSProperties = { position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, padding: 0, border: 0, opacity: 0, pointerEvents: 'none' };

const isoOf = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '');

/**
 * Typed dd-mm-yyyy, dd/mm/yyyy, dd.mm.yyyy, d-m-yy (20yy) or a pasted yyyy-mm-dd. A complete date is
 * taken as it is typed; a short one (5-4-26) when the box is left or Enter is pressed, and then the box
 * shows it as 05-04-2026. Text that names no real day (31-02-2026) is kept on show, marked as an error,
 * and leaves the value as it was; Enter then stays in the box.
 */
export function DateInput(props: DateInputProps) {
  const { value, onChange, disabled } = props;
  const current = isoOf(value);
  // What is being typed (null: the value is shown); a ref too, so a blur that Enter's move causes,
  // before React has re-rendered, does not read it twice.
  const [draft, setDraftState] = useState<string | null>(null);
  const draftRef = useRef<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const focused = useRef(false);
  const picker = useRef<HTMLInputElement | null>(null);
  const setDraft = (next: string | null) => {
    draftRef.current = next;
    setDraftState(next);
  };

  // A value set from outside while the box is not being typed in replaces whatever was left in it.
  useEffect(() => {
    if (focused.current) return;
    setDraft(null);
    setInvalid(false);
  }, [current]);

  const put = (iso: string | null) => {
    if ((iso ?? '') !== current) onChange(iso);
  };

  /** Takes what was typed; false when it names no day. */
  const commit = (): boolean => {
    const text = draftRef.current;
    if (text === null) return true;
    if (text.trim() === '') {
      put(null);
      setDraft(null);
      return true;
    }
    const iso = parseDateText(text);
    if (!iso) {
      setInvalid(true);
      return false;
    }
    put(iso);
    setDraft(null);
    setInvalid(false);
    return true;
  };

  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or one that refuses it here) opens its picker on a click.
      input.focus();
      input.click();
    }
  };

  // A day that does not exist is said under the box, before anything the caller says.
  const frame = frameOf(invalid ? { ...props, error: DATE_TEXT_HINT, helperText: undefined } : props);
  return (
    <TextField
      {...frame}
      value={draft ?? formatDayFirst(current)}
      sx={props.sx}
      onChange={(event) => {
        const text = event.target.value;
        const iso = parseDateText(text, true);
        // A pasted ISO date is shown day first at once; anything typed stays as typed until the box is left.
        setDraft(iso && isIsoDateText(text) ? formatDayFirst(iso) : text);
        setInvalid(false);
        if (text.trim() === '') put(null);
        else if (iso) put(iso);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        focused.current = true;
        event.target.select();
        props.onFocus?.();
      }}
      onBlur={() => {
        focused.current = false;
        commit();
        props.onBlur?.();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !commit()) {
          event.preventDefault();
          return;
        }
        props.onKeyDown?.(event);
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          placeholder: 'dd-mm-yyyy',
          autoComplete: 'off',
          ...(props.ariaLabel ? { 'aria-label': props.ariaLabel } : {}),
          ...(props.ariaDescribedBy ? { 'aria-describedby': props.ariaDescribedBy } : {}),
        },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative', ml: 0 }}>
              <IconButton aria-label="Choose date" title="Choose date" size="small" edge="end" tabIndex={-1} disabled={disabled} onClick={openCalendar}>
                <CalendarMonthOutlined fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={current}
                min={props.min}
                max={props.max}
                disabled={disabled}
                style={PICKER_STYLE}
                onChange={(event) => {
                  setDraft(null);
                  setInvalid(false);
                  put(event.target.value || null);
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
