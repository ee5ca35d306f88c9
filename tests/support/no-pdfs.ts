// For an app built in the test's own process (no worker threads): PDFs are refused, never made.
import { ApiError } from '../../src/server/http/errors.ts';
import { PdfRenders } from '../../src/server/print/pdf-renders.ts';

export function noPdfs(): PdfRenders {
  return new PdfRenders({ run: () => Promise.reject(new ApiError(503, 'This server makes no PDFs')) }, { perBusiness: 1, cacheBytes: 0, cacheAgeMs: 0 });
}
