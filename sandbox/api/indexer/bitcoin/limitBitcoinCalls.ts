import type { BitcoinRpcCall } from '../../../bitcoin/bitcoinRpc';

/**
 * `call` with at most `limit` requests in flight: a Bitcoin Core-style node refuses requests past its
 * work queue (16 by default: "Work queue depth exceeded"), and a catch-up or a common-ancestor search
 * would otherwise ask for 20 or 32 blocks at once.
 */
export function limitBitcoinCalls(call: BitcoinRpcCall, limit = 4): BitcoinRpcCall {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(method: string, params?: readonly unknown[]) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await call<T>(method, params);
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
