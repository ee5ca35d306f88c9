// A stand-in task worker for tests/unit/task-workers.test.ts: each task's `do` is a behaviour.
import { parentPort } from 'node:worker_threads';
import { HttpError, serveTasks } from '../../engine/server/index.ts';

export type FakeTask = { do: 'echo' | 'forever' | 'refused' | 'fault' | 'hog'; value?: unknown };

serveTasks<FakeTask, unknown>(parentPort!, (task) => {
  if (task.do === 'forever') for (;;); // holds its thread: only the pool's time budget ends it
  if (task.do === 'refused') throw new HttpError(400, 'This file is empty', [{ path: '/content', message: 'is empty' }]);
  if (task.do === 'fault') throw new Error('a fault of the worker');
  if (task.do === 'hog') {
    const kept: string[][] = [];
    for (;;) kept.push(Array.from({ length: 10_000 }, (_, index) => `cell ${index} of ${kept.length}`)); // past the heap limit
  }
  return { echoed: task.value };
});
