// Brings a shop's masters in from its old books: choose what to import and the file (CSV, Excel .xlsx or
// a Tally XML export), match the file's columns to Bahi's fields (matched by title to start with), see
// every row checked exactly as saving would check it, with each problem beside its row and cell, then
// import all the rows in one go (or none, if any would be refused).
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { buildXlsx } from '../../../engine/ui/report/export-xlsx.ts';
import { CSV_TYPE, downloadFile, XLSX_TYPE } from '../../../engine/ui/report/download.ts';
import { describeError } from '../api/apiError.ts';
import { notify } from '../notify/notify.ts';
import { IMPORTABLE_ENTITIES } from '../../shared/importable.ts';
import { readAsBase64, sendFile, templateColumns, type ImportAnswer, type ImportColumn, type Mapping } from './importApi.ts';

const LABELS: Record<string, string> = { item: 'Items', party: 'Parties', ledger: 'Ledgers', unit: 'Units', category: 'Categories', manufacturer: 'Manufacturers' };
const NOT_IMPORTED = -1;

export default function ImportPage() {
  const [params, setParams] = useSearchParams();
  const entity = IMPORTABLE_ENTITIES.find((name) => name === params.get('entity')) ?? 'item';
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [mapping, setMapping] = useState<Mapping | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    setFile(null);
    setAnswer(null);
    setMapping(null);
    setProblem(null);
    setDone(null);
  }, [entity]);

  const check = async (content: string, chosen: Mapping | null) => {
    setBusy('Checking every row…');
    setProblem(null);
    try {
      const reply = await sendFile(entity, content, chosen, false);
      if (!reply.data) throw new Error(reply.message);
      setAnswer(reply.data);
      setMapping(reply.data.mapping);
    } catch (failure) {
      setAnswer(null);
      setProblem(failure instanceof Error ? failure.message : describeError(failure, 'The file could not be checked.'));
    } finally {
      setBusy(null);
    }
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setDone(null);
    setProgress(0);
    try {
      const content = await readAsBase64(chosen, setProgress);
      setFile({ name: chosen.name, content });
      await check(content, null);
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : 'The file could not be read.');
    } finally {
      setProgress(null);
    }
  };

  const importAll = async () => {
    if (!file || !mapping) return;
    setBusy('Importing…');
    try {
      const reply = await sendFile(entity, file.content, mapping, true);
      if (reply.data?.saved) {
        setDone(reply.message);
        setAnswer(null);
        setFile(null);
        notify(reply.message, 'success');
      } else {
        if (reply.data) setAnswer(reply.data);
        setProblem(reply.message);
      }
    } catch (failure) {
      setProblem(describeError(failure, 'The import failed: nothing was saved.'));
    } finally {
      setBusy(null);
    }
  };

  const template = async (kind: 'csv' | 'xlsx') => {
    try {
      const columns = await templateColumns(entity);
      const name = `${entity}-import-template.${kind}`;
      if (kind === 'csv') downloadFile(name, `\ufeff${columns.map((column) => (/[",]/.test(column.title) ? `"${column.title.replace(/"/g, '""')}"` : column.title)).join(',')}\r\n`, CSV_TYPE);
      else downloadFile(name, buildXlsx({ columns: columns.map((column) => ({ field: column.field, title: column.title, type: 'text' })), rows: [] }, { title: `${LABELS[entity]} to import into Bahi`, notes: [], sheetName: LABELS[entity] }) as BlobPart, XLSX_TYPE);
    } catch (failure) {
      notify(describeError(failure, 'The template could not be made.'), 'error');
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1400 }}>
      <Typography variant="h5" component="h1">
        Import masters
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField select label="What to import" size="small" value={entity} onChange={(event) => setParams({ entity: event.target.value })} sx={{ minWidth: 200 }}>
            {IMPORTABLE_ENTITIES.map((name) => (
              <MenuItem key={name} value={name}>
                {LABELS[name]}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" component="label" disabled={busy !== null}>
            Choose file
            <input hidden type="file" accept=".csv,.xlsx,.xml,text/csv" aria-label="File to import" onChange={(event) => void choose(event.target.files?.[0]).finally(() => (event.target.value = ''))} />
          </Button>
          <Typography variant="body2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {file ? file.name : 'CSV, Excel (.xlsx) or a Tally masters export (.xml)'}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button size="small" onClick={() => void template('csv')}>
              Template .csv
            </Button>
            <Button size="small" onClick={() => void template('xlsx')}>
              Template .xlsx
            </Button>
          </Stack>
        </Stack>
        {progress !== null && <LinearProgress variant="determinate" value={progress} sx={{ mt: 2 }} aria-label="Reading the file" />}
        {busy && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2">{busy}</Typography>
            <LinearProgress aria-label={busy} />
          </Box>
        )}
      </Paper>
      {problem && <Alert severity="error">{problem}</Alert>}
      {done && (
        <Alert
          severity="success"
          action={
            <Button component={RouterLink} to={`/${entity}`}>
              Open {LABELS[entity]}
            </Button>
          }
        >
          {done}
        </Alert>
      )}
      {answer && mapping && file && (
        <>
          <MappingStep answer={answer} mapping={mapping} onChange={setMapping} onCheck={() => void check(file.content, mapping)} busy={busy !== null} />
          <PreviewStep answer={answer} onImport={() => void importAll()} busy={busy !== null} />
        </>
      )}
    </Stack>
  );
}

function MappingStep({ answer, mapping, onChange, onCheck, busy }: { answer: ImportAnswer; mapping: Mapping; onChange(mapping: Mapping): void; onCheck(): void; busy: boolean }) {
  const changed = answer.columns.some((column) => (answer.mapping[column.field] ?? null) !== (mapping[column.field] ?? null));
  // A master has many optional fields: those the file has no column for stay out of the way until asked for.
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? answer.columns : answer.columns.filter((column) => column.required || answer.mapping[column.field] !== null || mapping[column.field] !== null);
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Match the columns
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Each Bahi field takes the file's column of the same title; change any that is wrong. Fields marked * are required.
        {answer.kind === 'tally' ? ' Read from a Tally export.' : ''}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }, gap: 1.5 }}>
        {shown.map((column) => (
          <TextField
            key={column.field}
            select
            size="small"
            label={`${column.title}${column.required ? ' *' : ''}`}
            value={mapping[column.field] ?? NOT_IMPORTED}
            onChange={(event) => onChange({ ...mapping, [column.field]: Number(event.target.value) === NOT_IMPORTED ? null : Number(event.target.value) })}
            helperText={column.link ? `by ${column.link.title.toLowerCase()} name` : undefined}
          >
            <MenuItem value={NOT_IMPORTED}>
              <em>not imported</em>
            </MenuItem>
            {answer.headers.map((header, index) => (
              <MenuItem key={index} value={index}>
                {header || `Column ${index + 1}`}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant={changed ? 'contained' : 'outlined'} onClick={onCheck} disabled={busy}>
          Check again with these columns
        </Button>
        {shown.length < answer.columns.length || showAll ? (
          <Button onClick={() => setShowAll(!showAll)}>{showAll ? 'Show only the matched fields' : `Show all ${answer.columns.length} fields`}</Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function PreviewStep({ answer, onImport, busy }: { answer: ImportAnswer; onImport(): void; busy: boolean }) {
  const mapped = answer.columns.filter((column: ImportColumn) => answer.mapping[column.field] !== null);
  const byRow = new Map<number, ImportAnswer['errors']>();
  for (const error of answer.errors) byRow.set(error.row, [...(byRow.get(error.row) ?? []), error]);
  const bad = answer.total - answer.valid;
  return (
    <Paper sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Preview
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip label={`${answer.total} rows`} />
          <Chip color="success" label={`${answer.valid} ready`} />
          {bad > 0 && <Chip color="error" label={`${bad} to correct`} />}
        </Stack>
        <Button variant="contained" onClick={onImport} disabled={busy || bad > 0}>
          Import {answer.total} rows
        </Button>
      </Stack>
      {answer.warnings.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Notes">
            {answer.warnings.map((warning, index) => (
              <li key={index}>{warning}</li>
            ))}
          </Box>
        </Alert>
      )}
      {bad > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Nothing is imported while any row has a problem: correct these rows in the file (or the column matching) and choose the file again.
          <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Problems">
            {answer.errors.slice(0, 50).map((error, index) => (
              <li key={index}>
                Row {error.row}: {error.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Rows to import">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              {mapped.map((column) => (
                <TableCell key={column.field}>{column.title}</TableCell>
              ))}
              <TableCell>Problems</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.preview.map((row) => {
              const errors = byRow.get(row.row) ?? [];
              const wrong = new Set(errors.map((error) => error.field));
              return (
                <TableRow key={row.row} sx={errors.length > 0 ? { bgcolor: 'error.50' } : undefined}>
                  <TableCell>{row.row}</TableCell>
                  {mapped.map((column) => (
                    <TableCell key={column.field} sx={wrong.has(column.field) ? { color: 'error.main', fontWeight: 600, outline: '1px solid', outlineColor: 'error.main' } : undefined}>
                      {row.values[column.field]}
                    </TableCell>
                  ))}
                  <TableCell sx={{ color: 'error.main', minWidth: 200 }}>{errors.map((error) => error.message).join('; ')}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {answer.total > answer.preview.length && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          The first {answer.preview.length} of {answer.total} rows are shown; every row was checked.
        </Typography>
      )}
    </Paper>
  );
}
