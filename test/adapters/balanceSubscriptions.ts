// A recorder standing in for the wallet runtime's balance subscriptions (SubscribeBalance) in tests of
// who subscribes when: each live subscription is an entry `${name} ${pollingInterval}@${network}:${address}`.
// The real subscriptions (RTK Query, a real store) are src/adapters/runtime/balanceQueries.test.ts's.

/** The live entries and a maker of recording `SubscribeBalance` functions. */
export function recordBalanceSubscriptions() {
  const live = new Set<string>();
  const subscribe = (name: string) =>
    jest.fn((args: { caipNetworkId: string; address: string }, options: { pollingInterval: number }) => {
      const entry = `${name} ${options.pollingInterval}@${args.caipNetworkId}:${args.address}`;
      live.add(entry);
      return () => live.delete(entry);
    });
  return { live, subscribe };
}
