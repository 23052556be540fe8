import { readFileSync } from 'node:fs';

/** Up to `depth` ancestors of this process (parent first), read from /proc; empty where there is no /proc. */
function ancestors(depth: number): number[] {
  const found: number[] = [];
  for (let pid = process.ppid; pid > 1 && found.length < depth; ) {
    found.push(pid);
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Calls `onGone` once any of the first `depth` ancestors has exited. `npm start` runs us under
 * `sh -c` and tsx: a SIGTERM to npm kills npm and the shell but is not passed on, which would leave
 * the sandbox running as an orphan. Checked once a second; the timer does not keep the process alive.
 */
export function watchAncestors(onGone: (pid: number) => void, depth = 3): () => void {
  const watched = ancestors(depth);
  const timer = setInterval(() => {
    const gone = watched.find((pid) => !isAlive(pid));
    if (gone === undefined) return;
    clearInterval(timer);
    onGone(gone);
  }, 1000);
  timer.unref();
  return () => clearInterval(timer);
}
