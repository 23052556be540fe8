import { readdirSync, readFileSync } from 'node:fs';

/** Pid and command line of a running process. */
export interface ProcessEntry {
  pid: number;
  command: string;
}

/** Every process below `rootPid` (children, grandchildren...), read from /proc (Linux). */
export function descendantsOf(rootPid: number): ProcessEntry[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (!Number.isInteger(pid)) continue;
    const parent = parentPid(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: ProcessEntry[] = [];
  const queue = [...(children.get(rootPid) ?? [])];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    found.push({ pid, command: commandOf(pid) });
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Whether a process with this pid still exists (a zombie counts as gone: it no longer runs). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

function parentPid(pid: number): number | undefined {
  try {
    // The command name in parentheses may contain spaces; the fields after it are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '?';
  }
}
