import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ClearIcon from '@mui/icons-material/Clear';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';

export const SEARCH_DELAY_MS = 300;

/** The files a list exports: every row it selects. */
export type ExportKind = 'csv' | 'xlsx';

export type ListToolbarProps = {
  title: string;
  total: number;
  /** Whether `total` is known yet (hides the count before the first page arrives). */
  counted: boolean;
  search: string;
  onSearch: (text: string) => void;
  onNew?: () => void;
  onExport?: (kind: ExportKind) => void;
  onRefresh: () => void;
  exportDisabled?: boolean;
  /** While an export fetches its rows: what it has done so far ("Exporting 2,000 of 5,400…"). */
  exporting?: string | null;
  /** The list's own filters, drawn after the search box. */
  choices?: ReactNode;
};

/** Title and count, a debounced search box, and the list's buttons; wraps onto more lines on a phone. */
export function ListToolbar(props: ListToolbarProps) {
  const { title, total, counted, search, onSearch, onNew, onExport, onRefresh, exportDisabled, exporting, choices } = props;
  const [text, setText] = useState(search);
  const lastSent = useRef(search);

  // Send the text once typing pauses.
  useEffect(() => {
    if (text === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = text;
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mr: 'auto', minWidth: 0 }}>
        <Typography variant="h5" component="h1" noWrap>
          {title}
        </Typography>
        {counted && (
          <Typography variant="body2" color="text.secondary" data-testid="list-total">
            {total === 1 ? '1 record' : `${total.toLocaleString('en-IN')} records`}
          </Typography>
        )}
      </Box>
      <TextField
        size="small"
        placeholder="Search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            lastSent.current = text;
            onSearch(text);
          }
        }}
        sx={{ flex: '1 1 200px', maxWidth: { sm: 320 } }}
        slotProps={{
          htmlInput: { 'aria-label': `Search ${title}` },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label="Clear search"
                  onClick={() => {
                    setText('');
                    lastSent.current = '';
                    onSearch('');
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {choices}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh" onClick={onRefresh}>
            <RefreshIcon />
          </IconButton>
        </Tooltip>
        {onExport &&
          (exporting ? (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', typography: 'body2' }}>
              <CircularProgress size={18} />
              {exporting}
            </Box>
          ) : (
            (['csv', 'xlsx'] as const).map((kind) => (
              <Tooltip key={kind} title={`Every row of the list, as ${kind === 'csv' ? 'CSV' : 'an Excel workbook'}`}>
                <span>
                  <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => onExport(kind)} disabled={exportDisabled}>
                    {kind === 'csv' ? 'CSV' : 'Excel'}
                  </Button>
                </span>
              </Tooltip>
            ))
          ))}
        {onNew && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onNew}>
            New
          </Button>
        )}
      </Box>
    </Box>
  );
}
