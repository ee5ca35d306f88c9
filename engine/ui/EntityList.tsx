import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import type {
  CellClickedEvent,
  CellKeyDownEvent,
  ColDef,
  GetRowIdParams,
  SortChangedEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { observer } from 'mobx-react-lite';
import { compileGridColumns } from './grid-columns.ts';
import { displayFieldOf } from '../schema/ui-schema.ts';
import type { EntitySchema } from '../schema/types.ts';
import { toApiError, type ListQuery, type Row } from './api.ts';
import { useEngine } from './EngineProvider.tsx';
import { ConfirmDelete } from './list/ConfirmDelete.tsx';
import { ensureGridModules, gridTheme } from './list/gridSetup.ts';
import { ListChoices } from './list/ListChoices.tsx';
import { ListToolbar, type ExportKind } from './list/ListToolbar.tsx';
import { fetchEveryRow, listExportTable } from './list/list-export.ts';
import { buildCsv } from './report/export-csv.ts';
import { CSV_TYPE, downloadFile, XLSX_TYPE } from './report/download.ts';
import { ACTIONS_COL_ID, RowActions, type RowActionsContext } from './list/RowActions.tsx';
import { DEFAULT_PAGE_SIZE, ListStore } from './stores/ListStore.ts';

ensureGridModules();

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];
const DELETED_MESSAGE = 'Data Deleted Successfully!';

export type EntityListProps = {
  schema: EntitySchema;
  /** The page's list store (so the page can reload it after a save); made here when omitted. */
  store?: ListStore;
  /** Equality filters (?Field=value), used only when the list makes its own store. */
  filters?: ListQuery['filters'];
  /** A row was clicked (or Enter pressed on it): open it for editing. */
  onOpen?: (row: Row) => void;
  /** Shows a 'New' button. */
  onNew?: () => void;
  /** Shows a delete action per row (default true). */
  allowDelete?: boolean;
  onDeleted?: (row: Row) => void;
  /** Overrides the heading (x-entity.label by default). */
  title?: string;
};

/**
 * An entity's records in an AG Grid, one server page at a time: server search (debounced), server
 * sort by clicking a header, page and page size below, delete with confirmation, CSV and Excel exports
 * of every row the list selects (all its pages, as searched, filtered and sorted). On a narrow screen the grid scrolls sideways and the toolbar wraps.
 */
export const EntityList = observer(function EntityList(props: EntityListProps) {
  const { schema, filters, onOpen, onNew, allowDelete = true, onDeleted, title } = props;
  const { api, notify } = useEngine();
  const [ownStore] = useState(() => (props.store ? null : new ListStore(api, schema, { filters, perPage: DEFAULT_PAGE_SIZE })));
  const store = props.store ?? ownStore!;
  const meta = schema['x-entity'];
  const key = meta.key;
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState<string | null>(null);

  useEffect(() => {
    if (!store.loadedOnce && store.state !== 'loading') void store.load();
  }, [store]);

  const dataColumns = compileGridColumns(schema);
  const columnDefs = useMemo<ColDef<Row>[]>(() => {
    const sortField = store.sort.replace(/^-/, '');
    const direction = store.sort.startsWith('-') ? 'desc' : 'asc';
    const columns: ColDef<Row>[] = dataColumns.map((column) => ({
      ...column,
      initialSort: column.colId === sortField ? direction : undefined,
      // Rows arrive sorted by the server; the grid must not reorder the page it was given.
      comparator: () => 0,
    }));
    if (allowDelete) {
      columns.push({
        colId: ACTIONS_COL_ID,
        headerName: '',
        cellRenderer: RowActions,
        width: 64,
        minWidth: 64,
        maxWidth: 64,
        pinned: 'right',
        sortable: false,
        resizable: false,
        suppressMovable: true,
      });
    }
    return columns;
    // The initial sort only matters when the grid is built.
  }, [dataColumns, allowDelete]);

  const context = useMemo<RowActionsContext>(() => ({ onDelete: (row) => setPendingDelete(row) }), []);

  const handleSortChanged = useCallback(
    (event: SortChangedEvent<Row>) => {
      const sorted = event.api.getColumnState().find((column) => column.sort);
      const next = sorted ? `${sorted.sort === 'desc' ? '-' : ''}${sorted.colId}` : '';
      void store.setSort(next);
    },
    [store],
  );

  const handleCellClicked = useCallback(
    (event: CellClickedEvent<Row>) => {
      if (event.colDef.colId === ACTIONS_COL_ID || !event.data) return;
      onOpen?.(event.data);
    },
    [onOpen],
  );

  const handleCellKeyDown = useCallback(
    (event: CellKeyDownEvent<Row>) => {
      const keyEvent = event.event as KeyboardEvent | null | undefined;
      if (keyEvent?.key !== 'Enter' || event.colDef.colId === ACTIONS_COL_ID || !event.data) return;
      onOpen?.(event.data);
    },
    [onOpen],
  );

  const handleSearch = useCallback((text: string) => void store.setSearch(text), [store]);
  const getRowId = useCallback((params: GetRowIdParams<Row>) => String(params.data[key]), [key]);

  const exportRows = async (kind: ExportKind) => {
    setExporting('Exporting…');
    try {
      const rows = await fetchEveryRow(api, meta.name, store.query, (fetched, total) => setExporting(`Exporting ${fetched.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}…`));
      const table = listExportTable(schema, dataColumns, rows);
      const heading = title ?? meta.label;
      if (kind === 'csv') downloadFile(`${meta.name}.csv`, buildCsv(table), CSV_TYPE);
      else {
        // The workbook builder (and its zip library) loads when a workbook is first asked for.
        const { buildXlsx } = await import('./report/export-xlsx.ts');
        downloadFile(`${meta.name}.xlsx`, buildXlsx(table, { title: heading, notes: [], sheetName: heading }) as Uint8Array<ArrayBuffer>, XLSX_TYPE);
      }
    } catch (error) {
      notify(toApiError(error, 'Could not export the list.').message, 'error');
    } finally {
      setExporting(null);
    }
  };

  const confirmDelete = async () => {
    const row = pendingDelete;
    if (!row) return;
    setDeleting(true);
    try {
      const message = await api.remove(meta.name, row[key] as string | number);
      notify(message || DELETED_MESSAGE, 'success');
      setPendingDelete(null);
      onDeleted?.(row);
      await store.reload();
    } catch (error) {
      // 409: something still uses it; the server's message names what.
      notify(toApiError(error, 'Could not delete.').message, 'error');
      setPendingDelete(null);
    } finally {
      setDeleting(false);
    }
  };

  const displayField = displayFieldOf(schema);
  const pendingName = pendingDelete ? String(pendingDelete[displayField] ?? pendingDelete[key] ?? '') : '';
  const singular = typeof schema.title === 'string' ? schema.title : meta.label;
  const loading = store.state === 'loading';

  return (
    <Box sx={{ minWidth: 0 }}>
      <ListToolbar
        title={title ?? meta.label}
        total={store.total}
        counted={store.loadedOnce}
        search={store.search}
        onSearch={handleSearch}
        onRefresh={() => void store.reload()}
        onNew={onNew}
        onExport={(kind) => void exportRows(kind)}
        exportDisabled={store.rows.length === 0}
        exporting={exporting}
        choices={<ListChoices schema={schema} store={store} />}
      />
      {store.state === 'error' && (
        <Alert
          severity="error"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => void store.reload()}>
              Retry
            </Button>
          }
        >
          {store.error}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading" />}</Box>
      {/* The grid scrolls sideways by itself when its columns do not fit (a phone). */}
      <Box sx={GRID_BOX_SX}>
        <AgGridReact<Row>
          theme={gridTheme}
          rowData={store.rows}
          columnDefs={columnDefs}
          context={context}
          getRowId={getRowId}
          domLayout="autoHeight"
          suppressMultiSort
          suppressCellFocus={false}
          loading={loading && !store.loadedOnce}
          localeText={LOCALE_TEXT}
          onSortChanged={handleSortChanged}
          onCellClicked={handleCellClicked}
          onCellKeyDown={handleCellKeyDown}
          rowStyle={onOpen ? ROW_STYLE : undefined}
        />
      </Box>
      <TablePagination
        component="div"
        count={store.total}
        page={Math.min(store.page - 1, Math.max(0, store.pageCount - 1))}
        rowsPerPage={store.perPage}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_event, page) => void store.setPage(page + 1)}
        onRowsPerPageChange={(event) => void store.setPerPage(Number(event.target.value))}
        labelRowsPerPage="Rows"
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
      />
      <ConfirmDelete
        open={pendingDelete !== null}
        what={pendingName ? `${singular} '${pendingName}'` : `this ${singular}`}
        busy={deleting}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Box>
  );
});

const LOCALE_TEXT = { noRowsToShow: 'No records found' };
const GRID_BOX_SX = {
  width: '100%',
  // With overlay scrollbars (phones) AG Grid lays its sideways scrollbar over the last row of an
  // auto-height grid; give it a strip of its own instead.
  '@media (max-width: 899.95px)': {
    '& .ag-layout-auto-height .ag-body-horizontal-scroll.ag-scrollbar-invisible': { position: 'relative' },
  },
};
const ROW_STYLE = { cursor: 'pointer' };
