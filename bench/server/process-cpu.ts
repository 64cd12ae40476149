import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux on every architecture). */
const USER_HZ = 100;

/**
 * A process's own CPU time so far, user plus system, of all its threads (the HTTP thread, the
 * verifier pool's workers, libuv's pool), in milliseconds, from /proc/<pid>/stat (fields 14 and
 * 15, counted after the command name, which may hold spaces and parentheses). Resolution 10 ms:
 * read it over a phase of thousands of requests. Throws when the process is not there.
 */
export function processCpuMs(pid: number, read = (path: string) => readFileSync(path, 'utf8')) {
  const stat = read(`/proc/${String(pid)}/stat`);
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, so utime (14) and stime (15) are at 11 and 12 here.
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  if (!Number.isInteger(user) || !Number.isInteger(system)) {
    throw new Error(`/proc/${String(pid)}/stat has no CPU times: '${stat.slice(0, 80)}'`);
  }
  return ((user + system) * 1000) / USER_HZ;
}

/**
 * The CPU time so far of every process named `name` on the machine (PostgreSQL's server and its
 * backends: `postgres`), in milliseconds; a process that ends while it is read is left out.
 */
export function processesCpuMs(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      total += processCpuMs(Number(entry), () => stat);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}
