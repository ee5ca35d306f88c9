// The task workers (engine/server/task-workers.ts): results come back by value, refusals keep their status
// and field paths, a task past its time budget is stopped with a 503 and one past the heap limit with a
// 413, in the pool's own words, and the pool carries on with a fresh worker either way.
import { afterEach, describe, expect, it } from 'vitest';
import { TaskWorkers } from '../../engine/server/index.ts';
import type { FakeTask } from '../support/fake-task-worker.ts';

const entry = new URL('../support/fake-task-worker.ts', import.meta.url);
let pool: TaskWorkers<FakeTask, unknown> | null = null;
const start = (options: { timeLimitMs?: number; maxQueued?: number } = {}) =>
  (pool = new TaskWorkers<FakeTask, unknown>({
    entry,
    size: 1,
    timeLimitMs: options.timeLimitMs ?? 20_000,
    memoryMb: 64,
    maxQueued: options.maxQueued ?? 10,
    refusals: { overrun: (seconds) => `took over ${seconds} s`, tooLarge: 'too large', failed: 'failed', busy: 'busy' },
  }));
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('task workers', { timeout: 60_000 }, () => {
  it('answers with what the task returned, and passes a refusal on with its status and field paths', async () => {
    const workers = start();
    expect(await workers.run(1, { do: 'echo', value: { rows: [['a', 'किलो']] } })).toEqual({ echoed: { rows: [['a', 'किलो']] } });
    await expect(workers.run(1, { do: 'refused' })).rejects.toMatchObject({ statusCode: 400, message: 'This file is empty', errors: [{ path: '/content', message: 'is empty' }] });
    await expect(workers.run(1, { do: 'fault' })).rejects.toThrow('a fault of the worker');
    expect(await workers.run(1, { do: 'echo', value: 2 })).toEqual({ echoed: 2 });
  });

  it('stops a task holding its thread past the budget with a 503, and the next task runs in a fresh worker', async () => {
    const workers = start({ timeLimitMs: 1_000 });
    await expect(workers.run(1, { do: 'forever' })).rejects.toMatchObject({ statusCode: 503, message: 'took over 1 s' });
    expect(await workers.run(1, { do: 'echo', value: 'after' })).toEqual({ echoed: 'after' });
  });

  it('answers 413 for a task past the heap limit, and carries on', async () => {
    const workers = start();
    await expect(workers.run(1, { do: 'hog' })).rejects.toMatchObject({ statusCode: 413, message: 'too large' });
    expect(await workers.run(2, { do: 'echo', value: 'after' })).toEqual({ echoed: 'after' });
  });

  it('refuses work past the queue bound at once, and all work once closed', async () => {
    const workers = start({ timeLimitMs: 1_000, maxQueued: 1 });
    await workers.run(1, { do: 'echo' }); // a worker up and free: the next task runs at once, not queued
    const running = workers.run(1, { do: 'forever' });
    const queued = workers.run(1, { do: 'echo' });
    await expect(workers.run(1, { do: 'echo' })).rejects.toMatchObject({ statusCode: 503, message: 'busy' });
    await expect(running).rejects.toMatchObject({ statusCode: 503 });
    expect(await queued).toEqual({ echoed: undefined });
    await workers.close();
    await expect(workers.run(1, { do: 'echo' })).rejects.toMatchObject({ statusCode: 503 });
  });
});
