import { defineError } from './defineError';

// One class per message of SPEC §8, message text verbatim. Names are stable API: tests, the store
// and the UI match on them, so never rename one.

// Thrown messages: data and flows
export const TransactionsWithoutAddressError = /* @__PURE__ */ defineError({
  name: 'TransactionsWithoutAddressError',
  message: "Transactions can't be fetched without an accountAddress",
});
export const SendAmountAndReceiverRequiredError = /* @__PURE__ */ defineError({
  name: 'SendAmountAndReceiverRequiredError',
  message: 'An amount and receiver address are required',
});
export const SendTokenRequiredError = /* @__PURE__ */ defineError({
  name: 'SendTokenRequiredError',
  message: 'A token is required',
});
export const UnsupportedChainError = /* @__PURE__ */ defineError({
  name: 'UnsupportedChainError',
  message: 'Unsupported chain',
});
export const SiweAndSiwxBothSetError = /* @__PURE__ */ defineError({
  name: 'SiweAndSiwxBothSetError',
  message: 'Cannot set both `siweConfig` and `siwx` options',
});
export const SiwxNotEnabledError = /* @__PURE__ */ defineError({
  name: 'SiwxNotEnabledError',
  message: 'SIWX is not enabled',
});
export const NoActiveCaipAddressError = /* @__PURE__ */ defineError({
  name: 'NoActiveCaipAddressError',
  message: 'No ActiveCaipAddress found',
});
export const NoActiveCaipNetworkOrClientError = /* @__PURE__ */ defineError({
  name: 'NoActiveCaipNetworkOrClientError',
  message: 'No ActiveCaipNetwork or client found',
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

// Names
export const ResolveNameError = /* @__PURE__ */ defineError({
  name: 'ResolveNameError',
  message: 'Error resolving name',
});
export const NameSuggestionsError = /* @__PURE__ */ defineError({
  name: 'NameSuggestionsError',
  message: 'Error fetching name suggestions',
});
export const NamesForAddressError = /* @__PURE__ */ defineError({
  name: 'NamesForAddressError',
  message: 'Error fetching names for address',
});
export const RegisterNameError = /* @__PURE__ */ defineError({
  name: 'RegisterNameError',
  message: (name: string) => `Error registering name ${name}`,
});

// Connection
export const DisconnectFailedError = /* @__PURE__ */ defineError({
  name: 'DisconnectFailedError',
  message: 'Failed to disconnect',
});
export const NamespaceNotConfiguredError = /* @__PURE__ */ defineError({
  name: 'NamespaceNotConfiguredError',
  message: (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
});
export const EmailThrottleError = /* @__PURE__ */ defineError({
  name: 'EmailThrottleError',
  message: (seconds: number) => `Please try again after ${seconds} seconds`,
  fields: (seconds: number) => ({ secondsLeft: seconds }),
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

// CAIP
export const InvalidCaipAddressError = /* @__PURE__ */ defineError({
  name: 'InvalidCaipAddressError',
  message: 'Invalid CAIP Address',
});
export const InvalidCaip10AddressError = /* @__PURE__ */ defineError({
  name: 'InvalidCaip10AddressError',
  message: (value: string) => `Invalid CAIP-10 address: ${value}`,
});
export const InvalidCaip2NetworkIdError = /* @__PURE__ */ defineError({
  name: 'InvalidCaip2NetworkIdError',
  message: (value: string) => `Invalid CAIP-2 network id: ${value}`,
});

// HTTP client
export const HttpStatusError = /* @__PURE__ */ defineError({
  name: 'HttpStatusError',
  message: (status: number) => `HTTP status code: ${status}`,
});

// Embedded wallet
export const FrameNotSetError = /* @__PURE__ */ defineError({
  name: 'FrameNotSetError',
  message: 'W3mFrame: iframe is not set',
});
export const FrameParentNotSetError = /* @__PURE__ */ defineError({
  name: 'FrameParentNotSetError',
  message: 'W3mFrame: parent is not set',
});
export const EmailDependencyLoadError = /* @__PURE__ */ defineError({
  name: 'EmailDependencyLoadError',
  message: 'Unable to load email login dependency',
});
export const RequestAbortedError = /* @__PURE__ */ defineError({
  name: 'RequestAbortedError',
  message: 'Request was aborted',
});
export const SomethingWentWrongError = /* @__PURE__ */ defineError({
  name: 'SomethingWentWrongError',
  message: 'Something went wrong',
});
/** A frame error event: the frame's own message when it sent one, else the generic text. */
export const FrameError = /* @__PURE__ */ defineError({
  name: 'FrameError',
  message: (message?: string) =>
    typeof message === 'string' && message.length > 0 ? message : 'An error occurred',
});

// Hook misuse
export const MissingAppKitError = /* @__PURE__ */ defineError({
  name: 'MissingAppKitError',
  message: (hook: string = 'useAppKit') => `Please call "createAppKit" before using "${hook}" hook`,
});
