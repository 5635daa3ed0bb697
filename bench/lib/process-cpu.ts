import fs from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks (100 a second on every Linux build). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system, its own threads, not its children), in
 * milliseconds, from /proc/<pid>/stat (fields 14 and 15). Throws when the process is gone.
 */
export function cpuMsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return ((user + system) * 1000) / TICKS_PER_SECOND;
}
