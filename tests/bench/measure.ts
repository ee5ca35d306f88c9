// Tiny timing helpers for `npm run bench`: every figure is printed next to a baseline measured in the
// same process, so the ratio means something on any machine.
import fs from 'node:fs';

export async function timeMany(runs: number, task: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await task();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]; // the median: robust to the odd slow run
}

/** Every measurement held to a goal in this run, for the closing line (see summariseGoals). */
const measured: Array<{ name: string; ratio: number; goal: number; unit: string }> = [];

/**
 * Prints one measurement beside its baseline. `goal`: the most the ratio may be (issue 18 holds saves and
 * reports within 2× of their plain SQL); the line says whether it is met, and the run ends with a line
 * naming every measurement that misses its goal.
 */
export function report(name: string, ms: number, baselineName: string, baselineMs: number, goal?: number, goalName = name): void {
  const ratio = ms / baselineMs;
  const verdict = goal === undefined ? '' : `   goal ${goal}×${ratio > goal ? ' MISSED' : ' met'}`;
  console.log(`${name.padEnd(52)} ${ms.toFixed(2).padStart(9)} ms   ${baselineName}: ${baselineMs.toFixed(2).padStart(8)} ms   ratio ${ratio.toFixed(2)}${verdict}`);
  if (goal !== undefined) measured.push({ name: goalName.trim(), ratio, goal, unit: '×' });
}

/** Issue 18: any bill or voucher saved in at most 12 SQL statements, whatever its lines. */
export const SAVE_STATEMENTS_GOAL = 12;

/** Prints how many statements a save ran, beside the goal, and holds it to the goal. */
export function recordStatements(store: string, what: string, statements: number): void {
  console.log(`[${store}] SQL statements to save ${what}: ${statements} (goal: ${SAVE_STATEMENTS_GOAL} or fewer)${statements > SAVE_STATEMENTS_GOAL ? ' MISSED' : ''}`);
  recordGoal(`[${store}] SQL statements to save ${what}`, statements, SAVE_STATEMENTS_GOAL, ' statements');
}

/** Records a figure measured by other means (a ratio of percentiles; a count, with its unit) against its goal, for the closing line. */
export function recordGoal(name: string, figure: number, goal: number, unit = '×'): void {
  measured.push({ name, ratio: figure, goal, unit });
}

/** The closing line: which measurements miss their goal, or that every one held to a goal meets it. */
export function summariseGoals(): string {
  if (measured.length === 0) return 'No measurement in this run is held to a goal.';
  const missed = measured.filter((one) => one.ratio > one.goal);
  if (missed.length === 0) return `Every goal met (${measured.length} measurements held to one).`;
  return `Goals missed (${missed.length} of ${measured.length}): ${missed.map((one) => `${one.name} ${Number(one.ratio.toFixed(2))}${one.unit} (goal ${one.goal}${one.unit})`).join('; ')}`;
}

/** The p-th percentile of the values (p50: the median, p99: all but the slowest hundredth). */
export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/** A process's resident memory in MB (Linux), read from /proc. */
export function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
