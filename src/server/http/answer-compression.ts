// How the API compresses its answers (@fastify/compress), shared with the posting benchmark's HTTP floor
// (tests/bench/http-floor-server.ts), which must pay exactly what the app pays for the same answer.
import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * Answers compressed for clients that ask (reports run to megabytes of JSON); brotli at a quality that
 * costs little CPU, since every answer is compressed afresh. The app's own files come precompressed.
 * An answer up to 32 KB (a saved bill's is about 8 KB) is compressed in one synchronous call, as the
 * plugin does below 8 KB on a two-core host: through a stream it cost a saved bill about 1.8 ms of the
 * server's CPU (measured with --cpu-prof, tests/bench/posting.bench.ts), in one call about 0.2 ms.
 */
export const ANSWER_COMPRESSION: FastifyCompressOptions = {
  encodings: ['br', 'gzip', 'deflate'],
  threshold: 1024,
  syncThreshold: 32 * 1024,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
};
