import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { processCpuMs, processesCpuMs } from '../../bench/server/process-cpu';

/** A /proc/<pid>/stat line whose utime is 250 ticks and stime 50 (fields 14 and 15). */
function statLine(name: string): string {
  return `4242 (${name}) S 1 4242 4242 0 -1 4194560 9120 0 3 0 250 50 7 9 20 0 12 0 1234 0 0`;
}

describe('processCpuMs', () => {
  it('adds user and system ticks at 100 per second', () => {
    expect(processCpuMs(4242, () => statLine('node'))).toBe(3000);
  });

  it('reads a command name holding spaces and parentheses', () => {
    expect(processCpuMs(4242, () => statLine('a) b (c'))).toBe(3000);
  });

  it('names the file when the times are missing', () => {
    expect(() => processCpuMs(4242, () => '4242 (node) S 1')).toThrow('/proc/4242/stat');
  });

  it("grows with this process's own work", () => {
    const before = processCpuMs(process.pid);
    // Work until the kernel has counted a tick more (10 ms of CPU), however loaded the machine.
    const giveUp = Date.now() + 20_000;
    let after = before;
    while (after === before && Date.now() < giveUp) {
      for (let i = 0; i < 1e6; i += 1) Math.sqrt(i);
      after = processCpuMs(process.pid);
    }
    expect(after).toBeGreaterThan(before);
  });
});

describe('processesCpuMs', () => {
  it('counts every process of a name, this one among them, and none of a name no process has', () => {
    const name = readFileSync('/proc/self/comm', 'utf8').trim();
    const own = processCpuMs(process.pid);
    expect(processesCpuMs(name)).toBeGreaterThanOrEqual(own);
    expect(processesCpuMs('no-such-process-name')).toBe(0);
  });
});
