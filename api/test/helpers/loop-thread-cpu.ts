import * as fs from 'node:fs';

/** The kernel's clock ticks per second for /proc's CPU times (100 on Linux everywhere Node runs). */
const CLOCK_TICKS = 100;

/**
 * CPU milliseconds of the thread that runs the event loop. Linux counts each thread in /proc; the process's total
 * (process.cpuUsage) also holds the thread pool's and the garbage collector's helpers', which never block the loop.
 * Ten-millisecond steps, fine against a budget of a hundred. Elsewhere, the process's total.
 */
export function loopThreadCpuMs(): number {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  }
}
