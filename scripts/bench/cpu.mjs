// CPU time the Workers runtime spends per request, read from the kernel's accounting of the workerd process.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Time on a CPU of a process and all its threads, in ms, from each thread's schedstat (nanoseconds; the tick-based
 * utime + stime of /proc/<pid>/stat move in 10 ms steps). Threads that ended are not counted: measure in one window.
 */
export function processCpuMs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended while we were reading
    }
  }
  return ns / 1e6;
}

/** CPU of all the given processes, in ms (processCpuMs). */
const processesCpuMs = (pids) => pids.reduce((sum, pid) => sum + processCpuMs(pid), 0);

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
 * Sends requests one after another (after a warm-up) and divides the runtime's CPU time by their number: at least
 * `minRequests`, and on in batches until `minCpuMs` of CPU were spent.
 */
export async function cpuPerRequest(
  pids,
  send,
  { warmup = 50, minRequests = 300, minCpuMs = 1000, maxRequests = 20000, batch = 100 } = {},
) {
  const cpu = () => processesCpuMs(pids);
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

/**
 * A target's CPU per request against the yardstick's, measured in alternating blocks of `block` requests each. The
 * machine's speed drifts from second to second (other processes, the host): a target measured in one stretch and the
 * yardstick in another gave ratios that moved by a fifth between runs, while blocks a few hundred milliseconds apart see
 * the same machine. Runs at least `minRounds` rounds and until the target spent `minCpuMs`. The ratio is the median of
 * the rounds' ratios, so a burst of slowness that hits one block does not move it; the CPU per request are the sums.
 * Work a request leaves behind (waitUntil, GC) lands in the block after it, so blocks are long enough to make that small.
 */
export async function pairedCpuPerRequest(
  pids,
  sendYardstick,
  sendTarget,
  { warmup = 50, block = 25, minRounds = 16, minCpuMs = 2000, maxRounds = 400 } = {},
) {
  const cpu = () => processesCpuMs(pids);
  for (let i = 0; i < warmup; i++) {
    await sendYardstick();
    await sendTarget();
  }
  const spent = { yardstick: 0, target: 0 };
  const ratios = [];
  const timeBlock = async (send) => {
    const start = cpu();
    for (let i = 0; i < block; i++) await send();
    return cpu() - start;
  };
  while (ratios.length < maxRounds && (ratios.length < minRounds || spent.target < minCpuMs)) {
    const yardstick = await timeBlock(sendYardstick);
    const target = await timeBlock(sendTarget);
    spent.yardstick += yardstick;
    spent.target += target;
    ratios.push(target / yardstick);
  }
  const rounds = ratios.length;
  const requests = rounds * block;
  const of = (ms) => ({ requests, cpuMs: ms, msPerRequest: ms / requests });
  return { rounds, target: of(spent.target), yardstick: of(spent.yardstick), ratio: median(ratios) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
