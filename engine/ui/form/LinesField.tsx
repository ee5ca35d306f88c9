import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { ErrorSchema, FieldProps } from '@rjsf/utils';
import { isInputProperty } from '../../schema/input.ts';
import type { EntitySchema, PropertySchema } from '../../schema/types.ts';
import { displayFieldOf, xUi } from '../../schema/ui-schema.ts';
import type { Row } from '../api.ts';
import { useEngine } from '../EngineProvider.tsx';
import { DateInput } from '../fields/DateInput.tsx';
import { SearchPicker } from './SearchPicker.tsx';

/** A line's cell; `target` is the entity a link column (the line schema's x-entity.links) points at. */
type Column = { name: string; title: string; property: PropertySchema; target?: string };

/** The cells a line shows: its input properties that are not hidden, in schema order. */
export function lineColumns(lineSchema: EntitySchema): Column[] {
  const parentKey = lineSchema['x-entity'].parentKey;
  return Object.entries(lineSchema.properties)
    .filter(([name, property]) => name !== parentKey && isInputProperty(lineSchema, name, property) && xUi(property).widget !== 'hidden')
    .map(([name, property]) => ({ name, title: property.title ?? name, property, target: lineSchema['x-entity'].links?.[name] }));
}

/** Every message in an RJSF error schema (a row's fields' errors), as "Line n: …" where it belongs to a row. */
function messagesOf(errors: ErrorSchema | undefined, prefix = ''): string[] {
  if (!errors) return [];
  const own = ((errors as { __errors?: string[] }).__errors ?? []).map((message) => `${prefix}${message}`);
  const nested = Object.entries(errors)
    .filter(([key]) => key !== '__errors')
    .flatMap(([key, inner]) => messagesOf(inner as ErrorSchema, /^\d+$/.test(key) && prefix === '' ? `Line ${Number(key) + 1}: ` : prefix));
  return [...own, ...nested];
}

/**
 * A record's line table on the generic form (a virtual `x-lines` array with `x-ui.widget: "lines"`): a small
 * grid drawn from the line schema, one input per line field (dates, numbers, text), with rows added and
 * removed. The server validates and stores the rows with the record (engine/server/line-tables.ts).
 */
export function LinesField(props: FieldProps<Row[]>) {
  const { meta } = useEngine();
  const options = (props.uiSchema?.['ui:options'] ?? {}) as { lineEntity?: string };
  const lineSchema = options.lineEntity ? meta.get(options.lineEntity) : undefined;
  const rows = Array.isArray(props.formData) ? props.formData : [];
  const title = props.schema.title ?? props.name;
  if (!lineSchema) return <Typography color="error">The lines of {String(title)} were not sent.</Typography>;
  const columns = lineColumns(lineSchema);
  const disabled = props.disabled === true || props.readonly === true;
  const change = (next: Row[]) => props.onChange(next, props.fieldPathId.path);
  const setCell = (index: number, name: string, value: unknown) =>
    change(rows.map((row, at) => (at === index ? { ...row, [name]: value === '' || value === undefined ? undefined : value } : row)));
  const errors = messagesOf(props.errorSchema as ErrorSchema | undefined);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid={`lines-${props.name}`}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {String(title)}
      </Typography>
      {props.schema.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {props.schema.description}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={{ width: 'auto', minWidth: { xs: '100%', sm: 420 } }} aria-label={String(title)}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.name} sx={{ px: { xs: 0.25, sm: 0.75 } }}>
                  {column.title}
                </TableCell>
              ))}
              <TableCell sx={{ px: 0.5, width: 40 }} />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.name} sx={{ px: { xs: 0.25, sm: 0.75 }, py: 0.5 }}>
                    <LineInput id={`${props.name}-${index}-${column.name}`} column={column} value={row[column.name]} disabled={disabled} label={`${column.title}, line ${index + 1}`} onChange={(value) => setCell(index, column.name, value)} />
                  </TableCell>
                ))}
                <TableCell sx={{ px: 0, py: 0.5 }}>
                  <IconButton size="small" aria-label={`Remove line ${index + 1}`} disabled={disabled} onClick={() => change(rows.filter((_, at) => at !== index))}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Button size="small" startIcon={<AddIcon />} disabled={disabled} onClick={() => change([...rows, {}])} sx={{ mt: 0.5 }}>
        Add line
      </Button>
      {errors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
    </Box>
  );
}

function LineInput({ id, column, value, disabled, label, onChange }: { id: string; column: Column; value: unknown; disabled: boolean; label: string; onChange: (value: unknown) => void }) {
  const { property } = column;
  if (column.target) return <LinkCell id={id} target={column.target} value={value} disabled={disabled} label={label} onChange={onChange} />;
  const numeric = property.type === 'number' || property.type === 'integer';
  const shown = value === undefined || value === null ? '' : String(value);
  if (property.format === 'date') {
    return (
      <DateInput
        id={id}
        size="small"
        value={shown}
        disabled={disabled}
        ariaLabel={label}
        onChange={(next) => onChange(next ?? undefined)}
        sx={{ width: { xs: 150, sm: 160 }, '& input': { px: { xs: 1, sm: 1.75 } } }}
      />
    );
  }
  return (
    <TextField
      size="small"
      variant="outlined"
      type={numeric ? 'number' : 'text'}
      value={shown}
      disabled={disabled}
      onChange={(event) => {
        const raw = event.target.value;
        onChange(numeric ? (raw === '' || !Number.isFinite(Number(raw)) ? undefined : Number(raw)) : raw);
      }}
      slotProps={{ htmlInput: { 'aria-label': label, ...(numeric ? { step: 'any', min: property.minimum, max: property.maximum, inputMode: 'decimal' } : {}) } }}
      sx={{ width: numeric ? { xs: 62, sm: 84 } : { xs: 120, sm: 160 }, '& input': { px: { xs: 1, sm: 1.75 } } }}
    />
  );
}

/** A link cell: the target's records searched by their display field, the key stored (as the form's LinkPicker). */
function LinkCell({ id, target, value, disabled, label, onChange }: { id: string; target: string; value: unknown; disabled: boolean; label: string; onChange: (value: unknown) => void }) {
  const { meta } = useEngine();
  const targetSchema = meta.get(target);
  const key = targetSchema?.['x-entity'].key ?? 'Id';
  return (
    <Box sx={{ width: { xs: 170, sm: 220 } }}>
      <SearchPicker id={id} entity={target} value={value} keyField={key} labelField={targetSchema ? displayFieldOf(targetSchema) : key} label="" ariaLabel={label} size="small" disabled={disabled} onChange={(row) => onChange(row ? row[key] : undefined)} />
    </Box>
  );
}
