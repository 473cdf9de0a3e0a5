import { readFileSync } from 'node:fs';
import type pg from 'pg';

/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ) on every common architecture. */
const ticksPerSecond = 100;

/** CPU seconds used by process `pid` of this machine, undefined for a process not seen here. */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses: state, ppid, ... utime, stime.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time PostgreSQL's server processes spent on database `name`: one process serves each
 * connection, and on this machine /proc tells its CPU time. Counted from `start()`; undefined
 * when the server runs elsewhere (its processes are not visible here).
 */
export function serverCpu(monitor: pg.Client, name: string) {
  const serving = async () => {
    const { rows } = await monitor.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rows.map((row) => row.pid);
  };
  return {
    async start() {
      const pids = await serving();
      const before = new Map(pids.map((pid) => [pid, cpuSecondsOf(pid) ?? 0]));
      return async (): Promise<number | undefined> => {
        const now = (await serving()).map((pid) => [pid, cpuSecondsOf(pid)] as const);
        if (now.some(([, seconds]) => seconds === undefined)) return undefined;
        return now.reduce((sum, [pid, seconds = 0]) => sum + seconds - (before.get(pid) ?? 0), 0);
      };
    },
  };
}
