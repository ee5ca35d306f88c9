// Tiny timing helpers for `npm run bench`: every figure is printed next to a baseline measured in the
// same process, so the ratio means something on any machine.

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

export function report(name: string, ms: number, baselineName: string, baselineMs: number): void {
  const ratio = ms / baselineMs;
  console.log(`${name.padEnd(52)} ${ms.toFixed(2).padStart(9)} ms   ${baselineName}: ${baselineMs.toFixed(2).padStart(8)} ms   ratio ${ratio.toFixed(2)}`);
}
