// CPU time the Workers runtime spends per request, read from the kernel's accounting of the workerd process.
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_S = 100; // USER_HZ on Linux

/** utime + stime of a process and all its threads, in ms (/proc/<pid>/stat fields 14 and 15). */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may contain spaces; fields are counted after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_S;
}

/** Child processes of `parentPid` whose command is `name` (miniflare starts workerd as our child). */
export function childPids(parentPid, name) {
  const out = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parentPid && comm === name) out.push(Number(entry));
    } catch {
      // the process ended while we were looking
    }
  }
  return out;
}

/**
 * Sends requests one after another (after a warm-up) and divides the runtime's CPU time by their number.
 * Runs at least `minRequests` and keeps going in batches until `minCpuMs` of CPU were spent, so the 10 ms clock
 * tick stays under 1 % of the figure, but never more than `maxRequests`.
 */
export async function cpuPerRequest(pids, send, { warmup = 50, minRequests = 300, minCpuMs = 1000, maxRequests = 20000, batch = 100 } = {}) {
  const cpu = () => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);
  for (let i = 0; i < warmup; i++) await send();
  const start = cpu();
  let n = 0;
  while (n < maxRequests && (n < minRequests || cpu() - start < minCpuMs)) {
    for (let i = 0; i < batch; i++) await send();
    n += batch;
  }
  const spent = cpu() - start;
  return { requests: n, cpuMs: spent, msPerRequest: spent / n };
}
