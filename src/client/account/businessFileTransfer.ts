// Moving a whole business file (GET /api/account/export, POST /api/account/import-business) with progress
// to show: the download counts the bytes as they arrive; the upload is gzipped in the browser first (a
// business file shrinks about tenfold) and sent by XMLHttpRequest, whose upload reports its progress
// (fetch cannot, and Chromium refuses a streamed fetch upload over HTTP/1.1).
import { downloadFile, JSON_TYPE } from '../../../engine/ui/report/download.ts';
import { api, currentToken, messageOf } from '../api/http.ts';

export type Transfer = { stage: 'preparing' | 'downloading' | 'compressing' | 'uploading' | 'loading'; bytes: number; percent: number | null };

/** Downloads the business file under the server's name for it; answers its size in bytes. */
export async function downloadBusinessFile(onProgress: (transfer: Transfer) => void): Promise<number> {
  onProgress({ stage: 'preparing', bytes: 0, percent: null });
  const response = await api.get('account/export', {
    timeout: false,
    onDownloadProgress: (progress) => onProgress({ stage: 'downloading', bytes: progress.transferredBytes, percent: progress.totalBytes > 0 ? progress.percent * 100 : null }),
  });
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'bahi-business.json';
  const file = await response.blob();
  downloadFile(name, file, JSON_TYPE);
  return file.size;
}

const isGzipped = async (file: Blob) => {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  return head[0] === 0x1f && head[1] === 0x8b;
};

/** Sends a business file to be loaded into this (new) business; answers the server's message. */
export async function uploadBusinessFile(file: File, onProgress: (transfer: Transfer) => void): Promise<string> {
  let body: Blob = file;
  if (!(await isGzipped(file))) {
    onProgress({ stage: 'compressing', bytes: 0, percent: null });
    body = await new Response(file.stream().pipeThrough(new CompressionStream('gzip'))).blob();
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/account/import-business?auth=${encodeURIComponent(currentToken() ?? '')}`);
    request.setRequestHeader('content-type', 'application/gzip');
    request.upload.onprogress = (event) => onProgress({ stage: 'uploading', bytes: event.loaded, percent: event.lengthComputable ? (event.loaded / event.total) * 100 : null });
    // The file is in: the server now checks it and writes the books, which is the long part for a big one.
    request.upload.onload = () => onProgress({ stage: 'loading', bytes: body.size, percent: null });
    request.onerror = () => reject(new Error('The file could not be sent: check the connection and try again.'));
    request.onload = () => {
      let answer: unknown = null;
      try {
        answer = JSON.parse(request.responseText);
      } catch {
        /* not JSON: the status says enough */
      }
      const message = messageOf(answer);
      if (request.status === 200) resolve(message ?? 'Business loaded');
      else reject(new Error(message ?? `The server answered ${request.status}; nothing was loaded.`));
    };
    onProgress({ stage: 'uploading', bytes: 0, percent: 0 });
    request.send(body);
  });
}
