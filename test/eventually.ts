// Polling for the integration tests whose outcome arrives over a socket or a real chain (WalletConnect
// relay, secure frame): no event to await, so the condition is read until it holds, within a deadline.

/** Polls `read` every 20 ms until it returns a value other than undefined; rejects after `timeoutMs`. */
export async function eventually<T>(
  read: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
