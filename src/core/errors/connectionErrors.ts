import { defineError } from './defineError';

// SPEC §8 errors of connections, sessions and wallet requests (texts verbatim), shared by the kit,
// the adapters and the plugins that talk to a wallet.

export const NoActiveCaipAddressError = /* @__PURE__ */ defineError({
  name: 'NoActiveCaipAddressError',
  message: 'No ActiveCaipAddress found',
});
export const NoConnectionClientError = /* @__PURE__ */ defineError({
  name: 'NoConnectionClientError',
  message: 'No ConnectionController client found',
});
export const AdapterNotFoundError = /* @__PURE__ */ defineError({
  name: 'AdapterNotFoundError',
  message: 'Adapter not found',
});
export const CaipNetworkUndefinedError = /* @__PURE__ */ defineError({
  name: 'CaipNetworkUndefinedError',
  message: 'CaipNetwork is undefined',
});
export const CaipNetworkOrCaipAddressUndefinedError = /* @__PURE__ */ defineError({
  name: 'CaipNetworkOrCaipAddressUndefinedError',
  message: 'CaipNetworkOrCaipAddress is undefined',
});
export const ChainAdapterNotFoundError = /* @__PURE__ */ defineError({
  name: 'ChainAdapterNotFoundError',
  message: 'Chain adapter not found',
});
export const NetworkClientNotSetError = /* @__PURE__ */ defineError({
  name: 'NetworkClientNotSetError',
  message: 'NetworkController client not set',
});
export const ConnectionClientNotSetError = /* @__PURE__ */ defineError({
  name: 'ConnectionClientNotSetError',
  message: 'ConnectionController client not set',
});
export const WalletConnectConnectorNotFoundError = /* @__PURE__ */ defineError({
  name: 'WalletConnectConnectorNotFoundError',
  message: 'WalletConnectConnector not found',
});
export const NetworkNotFoundError = /* @__PURE__ */ defineError({
  name: 'NetworkNotFoundError',
  message: 'Network not found',
});
export const AddressOrAuthConnectorNotFoundError = /* @__PURE__ */ defineError({
  name: 'AddressOrAuthConnectorNotFoundError',
  message: 'Address or auth connector not found',
});
export const DisconnectFailedError = /* @__PURE__ */ defineError({
  name: 'DisconnectFailedError',
  message: 'Failed to disconnect',
});
export const NamespaceNotConfiguredError = /* @__PURE__ */ defineError({
  name: 'NamespaceNotConfiguredError',
  message: (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
});
export const SwitchChainFailedError = /* @__PURE__ */ defineError({
  name: 'SwitchChainFailedError',
  message: (chainId: number | string) =>
    `Failed to switch to chain 'eip155:${chainId}'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.`,
});
export const MissingCapabilitiesAddressError = /* @__PURE__ */ defineError({
  name: 'MissingCapabilitiesAddressError',
  message: 'Missing address parameter in `wallet_getCapabilities` request',
});
export const CallStatusNotApprovedError = /* @__PURE__ */ defineError({
  name: 'CallStatusNotApprovedError',
  message: 'Fetching call status not approved by the wallet.',
});
export const ConnectBeforeRequestError = /* @__PURE__ */ defineError({
  name: 'ConnectBeforeRequestError',
  message: 'Please call connect() before request()',
});
export const SignClientNotInitializedError = /* @__PURE__ */ defineError({
  name: 'SignClientNotInitializedError',
  message: 'Sign Client not initialized',
});
export const SessionNotInitializedError = /* @__PURE__ */ defineError({
  name: 'SessionNotInitializedError',
  message: 'Session not initialized. Please call connect() before enable()',
});
export const ChainIdNotFoundError = /* @__PURE__ */ defineError({
  name: 'ChainIdNotFoundError',
  message: 'ChainId not found',
});
export const NoRpcUrlError = /* @__PURE__ */ defineError({
  name: 'NoRpcUrlError',
  message: 'No RPC url provided for chainId',
});
export const JsonRpcProviderNotFoundError = /* @__PURE__ */ defineError({
  name: 'JsonRpcProviderNotFoundError',
  message: (chain: string) => `JSON-RPC provider for ${chain} not found`,
});
export const IncompatibleHttpUrlError = /* @__PURE__ */ defineError({
  name: 'IncompatibleHttpUrlError',
  message: 'Provided URL is not compatible with HTTP connection',
});
export const ConnectionClosedError = /* @__PURE__ */ defineError({
  name: 'ConnectionClosedError',
  message: 'Connection already closed',
});
export const HttpConnectionMissingError = /* @__PURE__ */ defineError({
  name: 'HttpConnectionMissingError',
  message: 'HTTP connection is missing or invalid',
});
export const GasPriceNetworkError = /* @__PURE__ */ defineError({
  name: 'GasPriceNetworkError',
  message: 'Network not supported for Gas Price',
});
export const SwapsNetworkError = /* @__PURE__ */ defineError({
  name: 'SwapsNetworkError',
  message: 'Network not supported for Swaps',
});
export const RequestAbortedError = /* @__PURE__ */ defineError({
  name: 'RequestAbortedError',
  message: 'Request was aborted',
});
