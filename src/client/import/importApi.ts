// The import API as the page calls it (src/server/import/routes.ts).
import { api } from '../api/http.ts';
import type { ImportAnswer, ImportColumn } from '../../shared/import-answer.ts';

export type { ImportAnswer, ImportColumn, RowError } from '../../shared/import-answer.ts';
export type Mapping = Record<string, number | null>;
type Reply = { status: number; message: string; data?: ImportAnswer };

/** An import of thousands of rows takes seconds: more than the usual call's allowance. */
const TIMEOUT = 180_000;

export async function templateColumns(entity: string): Promise<ImportColumn[]> {
  const answer = await api.get(`import/${entity}/template`).json<{ data: { columns: ImportColumn[] } }>();
  return answer.data.columns;
}

/** Sends the file for a preview (nothing kept) or for the import; a refusal answers its rows' errors too. */
export async function sendFile(entity: string, content: string, mapping: Mapping | null, commit: boolean): Promise<Reply> {
  const response = await api.post(`import/${entity}${commit ? '' : '/preview'}`, { json: { content, ...(mapping ? { mapping } : {}) }, timeout: TIMEOUT, throwHttpErrors: false });
  const body = (await response.json().catch(() => null)) as Reply | null;
  return body ?? { status: response.status, message: `The server answered ${response.status}` };
}

/** The file's bytes as base64, reporting how much has been read. */
export function readAsBase64(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    reader.onerror = () => reject(new Error('The file could not be read'));
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1)); // a data: URL's payload is the base64
    };
    reader.readAsDataURL(file);
  });
}
