// Starts the real server as its own process, on a free port, on either store, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type Store = 'sqlite' | 'postgres';

export type ServerOptions = {
  store?: Store;
  /** Required for the postgres store. */
  databaseUrl?: string | null;
  /** Extra environment (TOKEN_LIFETIME, CLIENT, ...). */
  env?: Record<string, string>;
  /** Reuse a data folder (for restart tests); a fresh temporary one otherwise. */
  dataDir?: string;
  /** How long the start may take before it counts as failed (ms; 30 s unless given: a benchmark on a loaded machine waits longer). */
  readyWithinMs?: number;
};

export type RunningServer = {
  origin: string;
  appUrl: string;
  store: Store;
  dataDir: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
  /** Sends SIGTERM and waits however long the process takes to exit (stop() kills it after 5 s): how long it took, and its exit code. */
  terminate(): Promise<{ ms: number; code: number | null }>;
};

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const READY = /Bahi is ready at http:\/\/localhost:(\d+)\/bahi/;

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const store = options.store ?? 'sqlite';
  if (store === 'postgres' && !options.databaseUrl) throw new Error('the postgres store needs databaseUrl');
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-test-'));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // Every test registers its own businesses, all from 127.0.0.1: the per-address sign-up limit is off
    // unless a test turns it on.
    SIGNUPS_PER_ADDRESS: '0',
    ...(store === 'postgres' ? { DATABASE_URL: options.databaseUrl! } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'src/server/main.ts')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const port = await waitForReady(child, () => output, options.readyWithinMs ?? 30_000);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    appUrl: `${origin}/bahi`,
    store,
    dataDir,
    pid: child.pid!,
    output: () => output,
    stop: () => stopProcess(child),
    terminate: () =>
      new Promise((resolve) => {
        const signalled = performance.now();
        child.once('exit', (code) => resolve({ ms: performance.now() - signalled, code }));
        child.kill('SIGTERM');
      }),
  };
}

function waitForReady(child: ChildProcess, output: () => string, withinMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`server did not start in ${withinMs / 1000} s:\n${output()}`)), withinMs);
    const onData = () => {
      const match = READY.exec(output());
      if (match) {
        cleanup();
        resolve(Number(match[1]));
      }
    };
    const onExit = (code: number | null) => fail(new Error(`server exited with ${code}:\n${output()}`));
    const cleanup = () => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
    };
    const fail = (error: Error) => {
      cleanup();
      child.kill('SIGKILL');
      reject(error);
    };
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
