export interface PollUntilParameters {
  /** Gives up after this long. */
  timeoutMs: number;
  /** Pause between attempts. */
  intervalMs?: number;
  /** Checked between attempts; a non-undefined value stops polling with that error. */
  abortReason?: () => Error | undefined;
}

/** Calls `attempt` until it returns a value other than undefined, within a time bound. */
export async function pollUntil<T>(
  attempt: () => Promise<T | undefined>,
  { timeoutMs, intervalMs = 20, abortReason }: PollUntilParameters,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    const aborted = abortReason?.();
    if (aborted) throw aborted;
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
      throw new Error(`timed out after ${timeoutMs} ms${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
