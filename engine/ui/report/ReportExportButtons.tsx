import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import type { ReportColumn } from '../../schema/report-schema.ts';
import { downloadFile, CSV_TYPE, XLSX_TYPE } from './download.ts';
import { NO_PRINT_CLASS } from './print.ts';
import { buildCsv } from './export-csv.ts';
import type { ReportData } from './report-api.ts';

export type ReportExportButtonsProps = {
  title: string;
  columns: ReportColumn[];
  data: ReportData;
  /** The filter lines printed under the title of the workbook. */
  notes: string[];
  fileName: (extension: string) => string;
  /** Files the server builds from the same filters (x-report.downloads), fetched on click. */
  downloads?: Array<{ label: string; fetch: () => Promise<void> }>;
};

/** CSV, Excel and Print of the generated report; the files are built in the browser. */
export function ReportExportButtons({ title, columns, data, notes, fileName, downloads = [] }: ReportExportButtonsProps) {
  const table = { columns, rows: data.rows, totals: data.totals };
  // The workbook builder (and its zip library) loads when a workbook is first asked for.
  const saveWorkbook = async () => {
    const { buildXlsx } = await import('./export-xlsx.ts');
    downloadFile(fileName('xlsx'), buildXlsx(table, { title, notes, sheetName: title }) as Uint8Array<ArrayBuffer>, XLSX_TYPE);
  };
  return (
    <Box className={NO_PRINT_CLASS} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => downloadFile(fileName('csv'), buildCsv(table), CSV_TYPE)}>
        CSV
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void saveWorkbook()}
      >
        Excel
      </Button>
      {downloads.map((download) => (
        <Button key={download.label} variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void download.fetch()}>
          {download.label}
        </Button>
      ))}
      <Button variant="outlined" size="small" startIcon={<PrintIcon />} onClick={() => window.print()}>
        Print
      </Button>
    </Box>
  );
}
