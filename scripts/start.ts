// `npm start`: build the browser app if it is missing or stale, then run the server in this process.
import { buildClientIfStale } from './client-build.ts';

buildClientIfStale();
await import('../src/server/main.ts');
