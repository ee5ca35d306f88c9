// CSV as RFC 4180 writes it: fields split by commas, records by CRLF (a bare LF or CR is taken too, as
// spreadsheets on other systems save), a field in double quotes may hold commas, line breaks and doubled
// quotes (""), and a leading byte-order mark (Excel's "CSV UTF-8") is dropped. Pure.

/** The records of a CSV text, each a list of its fields; blank lines are left out. */
export function parseCsv(text: string): string[][] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  while (index < source.length) {
    const char = source[index];
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          field += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else field += char;
      index += 1;
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      endRecord();
      if (char === '\r' && source[index + 1] === '\n') index += 1;
    } else field += char;
    index += 1;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}

/** One CSV record: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvRecord(fields: string[]): string {
  return fields.map((field) => (/[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field)).join(',');
}
