import { defineError } from '../../core/errors/defineError';

// Errors of the wagmi adapter (`portico/adapters/wagmi`). SPEC §8 has no text for them; each carries its
// facts as `data`, and the wallet-shaped ones carry the EIP-1193 code wagmi and viem classify by.

/** `new WagmiAdapter({ networks })` with no eip155 network: wagmi has no chain to configure. */
export const WagmiNoEvmNetworkError = /* @__PURE__ */ defineError({
  name: 'WagmiNoEvmNetworkError',
  message: 'WagmiAdapter needs at least one eip155 network in `networks`',
});

/** A host-made wagmi config given to `wagmiAdapter({ config })` without `porticoConnector()` in it. */
export const WagmiConnectorMissingError = /* @__PURE__ */ defineError({
  name: 'WagmiConnectorMissingError',
  message: 'The wagmi config has no Portico connector: add porticoConnector() to its `connectors`',
});

/** The Portico connector was used before any kit follows it (the adapter was not given to createAppKit). */
export const WagmiKitMissingError = /* @__PURE__ */ defineError({
  name: 'WagmiKitMissingError',
  message: 'The Portico connector follows no kit: pass the wagmi adapter in createAppKit({ adapters })',
});

/** One wagmi adapter given to a second live kit: wagmi's connection can follow one kit only. */
export const WagmiAdapterInUseError = /* @__PURE__ */ defineError({
  name: 'WagmiAdapterInUseError',
  message: 'This wagmi adapter already follows another kit: give each kit its own adapter and wagmi config',
});

/** The modal was closed before a wallet connected, after wagmi asked to connect (EIP-1193 user rejection). */
export const WagmiConnectCancelledError = /* @__PURE__ */ defineError({
  name: 'WagmiConnectCancelledError',
  message: 'The connect modal was closed before a wallet connected',
  code: 4001,
});

/** wagmi asked for a chain the kit has no network for (EIP-1193 4902, as a wallet answers). */
export const WagmiChainNotConfiguredError = /* @__PURE__ */ defineError({
  name: 'WagmiChainNotConfiguredError',
  message: (chainId: number) => `Chain ${chainId} is not one of the kit's networks`,
  code: 4902,
  fields: (chainId: number) => ({ chainId }),
});

/** A wallet request through the connector's provider while no eip155 wallet is connected (EIP-1193 4900). */
export const WagmiWalletDisconnectedError = /* @__PURE__ */ defineError({
  name: 'WagmiWalletDisconnectedError',
  message: (method: string) => `No eip155 wallet is connected to the kit (request ${method})`,
  code: 4900,
  fields: (method: string) => ({ method }),
});
