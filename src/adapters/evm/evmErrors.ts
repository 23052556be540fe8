import { defineError } from '../../core/errors/defineError';

// Errors of the EVM adapter that SPEC §8 has no text for. Each carries its facts as `data`.

/** A network with no custom, service or default RPC URL: the adapter has nowhere to read from. */
export const EvmRpcUrlMissingError = /* @__PURE__ */ defineError({
  name: 'EvmRpcUrlMissingError',
  message: (caipNetworkId: string) => `No RPC url provided for chainId ${caipNetworkId}`,
  fields: (caipNetworkId: string) => ({ caipNetworkId }),
});

/** A wallet answered `method` with something the adapter cannot use (`what` names the expected value). */
export const InvalidEvmWalletAnswerError = /* @__PURE__ */ defineError({
  name: 'InvalidEvmWalletAnswerError',
  message: (_method: string, what: string) => `Invalid ${what}`,
  fields: (method: string) => ({ method }),
});
