import type { Connection } from '@solana/web3.js';

// web3.js 1.x Connection has no public close, and its websocket reconnects forever (max_reconnects
// Infinity) once a server it used is gone, which keeps a test process alive and logs ECONNREFUSED.
// Tests call this before stopping the chain. It reaches two private fields, checked at run time.

/** Closes a Connection's websocket (and its idle timer) if it opened one. */
export function closeSolanaConnection(connection: Connection): void {
  const internals = connection as unknown as {
    _rpcWebSocket?: { close(): void; setAutoReconnect?(reconnect: boolean): void };
    _rpcWebSocketIdleTimeout?: ReturnType<typeof setTimeout> | null;
  };
  if (internals._rpcWebSocketIdleTimeout) clearTimeout(internals._rpcWebSocketIdleTimeout);
  internals._rpcWebSocketIdleTimeout = null;
  // Without this, a server that goes away before the close handshake ends (code 1006) is dialled again.
  internals._rpcWebSocket?.setAutoReconnect?.(false);
  internals._rpcWebSocket?.close();
}
