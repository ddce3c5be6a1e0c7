import { describe, expect, it } from 'vitest';
import { pairedCpuPerRequest, processCpuMs } from './cpu.mjs';

/** Burns about `units` of CPU in this process: a stand-in for a request that costs the runtime that much. */
function burn(units) {
  let x = 0;
  for (let i = 0; i < units * 200_000; i++) x = (x + i * 7) % 1_000_003;
  return x;
}

describe('processCpuMs', () => {
  it('counts the CPU this process spends, in ms with sub-tick resolution', () => {
    const before = processCpuMs(process.pid);
    burn(5);
    const spent = processCpuMs(process.pid) - before;
    expect(spent).toBeGreaterThan(0);
    expect(spent % 10).not.toBe(0);
  });
});

/**
 * A stand-in request: work, then a wait, as a worker's request ends waiting for the next one. The kernel adds a running
 * thread's time to its schedstat when the thread stops running, so a block of work read while the thread still runs
 * could count as nothing (on a quiet machine nothing preempts it) and give the ratio Infinity.
 */
async function request(units) {
  burn(units);
  await new Promise((done) => setTimeout(done, 1));
}

describe('pairedCpuPerRequest', () => {
  it('gives the ratio of a target to the yardstick measured in the same rounds (the median round)', async () => {
    const pair = await pairedCpuPerRequest(
      [process.pid],
      () => request(1),
      () => request(4),
      { warmup: 2, block: 5, minRounds: 6, minCpuMs: 0 },
    );
    expect(pair.rounds).toBe(6);
    expect(pair.target.requests).toBe(30);
    expect(pair.yardstick.requests).toBe(30);
    // Four times the work: a wide band, as this machine's speed moves under other processes.
    expect(pair.ratio).toBeGreaterThan(2.5);
    expect(pair.ratio).toBeLessThan(6);
  });
});
