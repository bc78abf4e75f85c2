/**
 * CPU time of the processes of a run, read from /proc (Linux): where a request's time goes on a
 * machine whose cores the server, PostgreSQL and the load generator share.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function cpuSeconds(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

function commandLine(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** CPU seconds per pid of the processes whose command line `matches`. */
export function snapshot(matches: (commandLine: string, pid: number) => boolean): Map<string, number> {
  const seconds = new Map<string, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return seconds;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid) || !matches(commandLine(pid), Number(pid))) continue;
    const value = cpuSeconds(pid);
    if (value !== undefined) seconds.set(pid, value);
  }
  return seconds;
}

/** CPU seconds spent between two snapshots by the processes alive at the second. */
export function spent(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, value] of after) total += value - (before.get(pid) ?? 0);
  return total;
}
