import type { AdapterConnection, ChainAdapter, Eip1193Provider } from '../ChainAdapter';

export interface WatchWalletReturnParameters {
  adapter: ChainAdapter;
  provider: Eip1193Provider;
  /** The wallet holds accounts again: what it holds now (its accounts and its chain). */
  onReturn(connection: AdapterConnection): void;
}

/**
 * Listens to a wallet that has just reported no accounts (locked, or the site dropped), which the kit
 * already shows as disconnected (1193-08). When the wallet reports accounts again, its state is read
 * afresh (eth_accounts, eth_chainId) and handed to `onReturn`, so that a storm such as
 * `[] -> [a1] -> chainChanged` ends on what the wallet holds at its end rather than on the lock.
 * Any event that arrives while a read is out makes it read again: an answer is only used when nothing
 * moved during it. A wallet still locked at the read (its eth_accounts is empty, reconnect throws) is
 * not a return. Returns the function that stops listening; a `disconnect` event stops it too.
 */
export function watchWalletReturn({ adapter, provider, onReturn }: WatchWalletReturnParameters): () => void {
  let stopped = false;
  let reading = false;
  // Counts the wallet's events, so that a read can tell whether the wallet moved while it was out.
  let events = 0;

  const read = async () => {
    if (reading) return;
    reading = true;
    try {
      for (;;) {
        const seen = events;
        const connection = await adapter.reconnect({ provider }).catch(() => undefined);
        if (stopped) return;
        if (seen !== events) continue;
        if (connection) {
          stop();
          onReturn(connection);
        }
        return;
      }
    } finally {
      reading = false;
    }
  };

  const unsubscribe = adapter.subscribe(provider, {
    accountsChanged(accounts) {
      events += 1;
      if (accounts.length > 0) void read();
    },
    chainChanged() {
      events += 1;
    },
    disconnect() {
      stop();
    },
  });

  function stop() {
    if (stopped) return;
    stopped = true;
    unsubscribe();
  }
  return stop;
}
