// `npm test` runs this first: the browser tests need the current build.
import { buildClientIfStale } from './client-build.ts';

buildClientIfStale();
