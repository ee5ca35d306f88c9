// Serves the built browser app under /bahi: hashed assets with long caching, and index.html for every
// other /bahi path so the client router can take it (unknown pages get the client's 404 page).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { body } from './errors.ts';

export const BASE_PATH = '/bahi';

export async function clientApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = fs.existsSync(path.join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${BASE_PATH}/`,
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each asset (scripts/precompress-plugin.ts).
      preCompressed: true,
      setHeaders(reply, file) {
        reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', (_request, reply) => reply.redirect(`${BASE_PATH}/`));
  // The app's own address: index.html whatever the client accepts (the static files' directory would
  // otherwise answer 403 to a client asking for no compression).
  if (built) app.get(`${BASE_PATH}/`, (_request, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && (url === BASE_PATH || url.startsWith(`${BASE_PATH}/`));
    if (!isPage || url.startsWith(`${BASE_PATH}/assets/`)) {
      return reply.code(404).send(body(404, `No such address: ${request.method} ${url}`));
    }
    if (!built) {
      return reply.code(503).type('text/plain').send('The browser app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
