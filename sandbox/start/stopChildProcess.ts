import type { ChildProcess } from 'node:child_process';

/** Resolves when the child has exited (at once if it already has). */
export function childExited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** SIGTERM, then SIGKILL if the child is still there after `graceMs`; resolves once it is gone. */
export async function stopChildProcess(child: ChildProcess, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = childExited(child);
  child.kill('SIGTERM');
  const graceful = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), graceMs).unref()),
  ]);
  if (!graceful) {
    child.kill('SIGKILL');
    await exited;
  }
}
