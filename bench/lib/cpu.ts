import fs from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ; 100 on every Linux build we run on). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system, itself only, not its children), in milliseconds,
 * from fields 14 and 15 of /proc/<pid>/stat (Linux). Read before and after a timed run: the difference
 * is what the run cost the process.
 */
export function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / TICKS_PER_SECOND;
}
