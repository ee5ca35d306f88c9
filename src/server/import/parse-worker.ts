// An import worker (engine/server/task-workers.ts): reads uploaded files (parse-file.ts) off the server's
// thread, so a large or hostile file costs this worker at most, never the other businesses' requests.
import { parentPort, workerData } from 'node:worker_threads';
import { serveTasks } from '../../../engine/server/index.ts';
import { parseFile, type ParsedFile, type UploadedFile } from './parse-file.ts';

/** What main.ts hands the worker. */
export type ParseWorkerSetup = { maxRows: number };

const setup = workerData as ParseWorkerSetup;
serveTasks<UploadedFile, ParsedFile>(parentPort!, (file) => parseFile(file, setup.maxRows));
