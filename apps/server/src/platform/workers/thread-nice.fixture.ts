import fs from 'node:fs';

/** A worker for worker-pool.test.ts: the nice value of the thread it runs on (Linux: /proc/thread-self/stat, field 19). */
export default function threadNice(): number {
  const stat = fs.readFileSync('/proc/thread-self/stat', 'utf8');
  // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[16]);
}
