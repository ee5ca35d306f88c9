// Hands a file the page built to the browser as a download (no server round trip).
export function downloadFile(fileName: string, data: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start reading the file before the address is withdrawn.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const CSV_TYPE = 'text/csv;charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const JSON_TYPE = 'application/json;charset=utf-8';
