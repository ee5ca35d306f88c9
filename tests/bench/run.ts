// `npm run bench`: prints each measurement with its same-process baseline and the ratio between them.
// Speed goals live here, not in timed tests.
import { benchStartupAndAuth } from './startup-and-auth.bench.ts';

console.log(`Bahi benchmarks on Node ${process.version}, ${new Date().toISOString()}`);
await benchStartupAndAuth();
