// A server just started stays busy for a while after it answers (its report worker loading its modules,
// the JIT compiling): measured on two cores, the worker's start took some 2 ms of CPU per timed bill from
// the posting benchmark. Timing starts once the server's process is idle.
import fs from 'node:fs';

/** The process's CPU time in ms (Linux /proc, clock ticks of 10 ms), or null where it cannot be read. */
export function cpuMs(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Waits until the process used under 5% of a core over half a second (at most 20 s; 3 s where /proc is missing). */
export async function untilIdle(pid: number): Promise<void> {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const deadline = Date.now() + 20_000;
  let before = cpuMs(pid);
  if (before === null) return void (await pause(3000));
  while (Date.now() < deadline) {
    await pause(500);
    const now = cpuMs(pid);
    if (now === null || now - before! < 25) return;
    before = now;
  }
}
