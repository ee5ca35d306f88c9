// Lowers the calling thread's scheduling priority, on Linux (elsewhere: nothing). A PDF worker spends whole
// seconds of one core on pdfmake's layout; at nice 10 the kernel lets the server's own thread, which answers
// every business, run first whenever both want the processor, and the PDF still gets every idle moment.
// Linux schedules threads, and setpriority() on a thread's id sets that thread alone: its id is the last
// part of /proc/thread-self (pid/task/tid).
import fs from 'node:fs';
import os from 'node:os';

export function lowerThreadPriority(nice = 10): boolean {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isSafeInteger(tid) || tid <= 0) return false;
    os.setPriority(tid, nice);
    return true;
  } catch {
    return false; // not Linux, or not allowed: the worker runs at the server's priority
  }
}
