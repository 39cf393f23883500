/**
 * CPU seconds, for benchmarks on a shared machine: wall time there says as much about the other
 * processes as about the code measured, CPU time far less.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** This process's CPU seconds (every thread: JavaScript, the garbage collector, WebAssembly). */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function statFields(pid: string | number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    // The process ended meanwhile.
    return null;
  }
}

/**
 * CPU seconds of a PostgreSQL cluster's server: the postmaster, its live processes (backends,
 * WAL writer, checkpointer) and those that ended. Its pid is the first line of postmaster.pid.
 */
export function postgresCpuSeconds(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const ticks = (fields: string[], from: number, to: number) => fields.slice(from, to + 1).reduce((n, f) => n + Number(f), 0);
  let total = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(name);
    if (!fields) continue;
    // Fields 14-17 of stat (utime, stime, cutime, cstime) sit at 11-14 once the pid, name and state are cut off.
    if (Number(name) === postmaster) total += ticks(fields, 11, 14);
    else if (Number(fields[1]) === postmaster) total += ticks(fields, 11, 12);
  }
  return total / 100;
}
