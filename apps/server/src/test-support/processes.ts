import { execFileSync } from 'node:child_process';

/** Command names of every live process descended from this one (children, grandchildren, ...). */
export function descendantCommands(root = process.pid): string[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,stat=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, stat, comm]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      stat: stat ?? '',
      comm: comm ?? '',
    }));
  const found: string[] = [];
  const walk = (parent: number) => {
    for (const row of rows) {
      if (row.ppid !== parent) continue;
      if (!row.stat.startsWith('Z')) found.push(row.comm);
      walk(row.pid);
    }
  };
  walk(root);
  return found;
}
