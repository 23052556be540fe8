import { defineError } from './defineError';

// One class per message of SPEC §8, message text verbatim. Names are stable API: tests, the store
// and the UI match on them, so never rename one.

// Thrown messages: data and flows
export const TransactionsWithoutAddressError = /* @__PURE__ */ defineError(
  'TransactionsWithoutAddressError',
  "Transactions can't be fetched without an accountAddress",
);
export const SendAmountAndReceiverRequiredError = /* @__PURE__ */ defineError(
  'SendAmountAndReceiverRequiredError',
  'An amount and receiver address are required',
);
export const SendTokenRequiredError = /* @__PURE__ */ defineError(
  'SendTokenRequiredError',
  'A token is required',
);
export const UnsupportedChainError = /* @__PURE__ */ defineError(
  'UnsupportedChainError',
  'Unsupported chain',
);
export const SiweAndSiwxBothSetError = /* @__PURE__ */ defineError(
  'SiweAndSiwxBothSetError',
  'Cannot set both `siweConfig` and `siwx` options',
);
export const SiwxNotEnabledError = /* @__PURE__ */ defineError('SiwxNotEnabledError', 'SIWX is not enabled');
export const NoActiveCaipAddressError = /* @__PURE__ */ defineError(
  'NoActiveCaipAddressError',
  'No ActiveCaipAddress found',
);
export const NoActiveCaipNetworkOrClientError = /* @__PURE__ */ defineError(
  'NoActiveCaipNetworkOrClientError',
  'No ActiveCaipNetwork or client found',
);
export const NoConnectionClientError = /* @__PURE__ */ defineError(
  'NoConnectionClientError',
  'No ConnectionController client found',
);
export const AdapterNotFoundError = /* @__PURE__ */ defineError('AdapterNotFoundError', 'Adapter not found');
export const CaipNetworkUndefinedError = /* @__PURE__ */ defineError(
  'CaipNetworkUndefinedError',
  'CaipNetwork is undefined',
);
export const CaipNetworkOrCaipAddressUndefinedError = /* @__PURE__ */ defineError(
  'CaipNetworkOrCaipAddressUndefinedError',
  'CaipNetworkOrCaipAddress is undefined',
);
export const ChainAdapterNotFoundError = /* @__PURE__ */ defineError(
  'ChainAdapterNotFoundError',
  'Chain adapter not found',
);
export const NetworkClientNotSetError = /* @__PURE__ */ defineError(
  'NetworkClientNotSetError',
  'NetworkController client not set',
);
export const ConnectionClientNotSetError = /* @__PURE__ */ defineError(
  'ConnectionClientNotSetError',
  'ConnectionController client not set',
);
export const WalletConnectConnectorNotFoundError = /* @__PURE__ */ defineError(
  'WalletConnectConnectorNotFoundError',
  'WalletConnectConnector not found',
);
export const NetworkNotFoundError = /* @__PURE__ */ defineError('NetworkNotFoundError', 'Network not found');
export const AddressOrAuthConnectorNotFoundError = /* @__PURE__ */ defineError(
  'AddressOrAuthConnectorNotFoundError',
  'Address or auth connector not found',
);

// Names
export const ResolveNameError = /* @__PURE__ */ defineError('ResolveNameError', 'Error resolving name');
export const NameSuggestionsError = /* @__PURE__ */ defineError(
  'NameSuggestionsError',
  'Error fetching name suggestions',
);
export const NamesForAddressError = /* @__PURE__ */ defineError(
  'NamesForAddressError',
  'Error fetching names for address',
);
export const RegisterNameError = /* @__PURE__ */ defineError(
  'RegisterNameError',
  (name: string) => `Error registering name ${name}`,
);

// Connection
export const DisconnectFailedError = /* @__PURE__ */ defineError(
  'DisconnectFailedError',
  'Failed to disconnect',
);
export const NamespaceNotConfiguredError = /* @__PURE__ */ defineError(
  'NamespaceNotConfiguredError',
  (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
);
export const EmailThrottleError = /* @__PURE__ */ defineError(
  'EmailThrottleError',
  (seconds: number) => `Please try again after ${seconds} seconds`,
  undefined,
  (seconds: number) => ({ secondsLeft: seconds }),
);
export const SwitchChainFailedError = /* @__PURE__ */ defineError(
  'SwitchChainFailedError',
  (chainId: number | string) =>
    `Failed to switch to chain 'eip155:${chainId}'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.`,
);
export const MissingCapabilitiesAddressError = /* @__PURE__ */ defineError(
  'MissingCapabilitiesAddressError',
  'Missing address parameter in `wallet_getCapabilities` request',
);
export const CallStatusNotApprovedError = /* @__PURE__ */ defineError(
  'CallStatusNotApprovedError',
  'Fetching call status not approved by the wallet.',
);
export const ConnectBeforeRequestError = /* @__PURE__ */ defineError(
  'ConnectBeforeRequestError',
  'Please call connect() before request()',
);
export const SignClientNotInitializedError = /* @__PURE__ */ defineError(
  'SignClientNotInitializedError',
  'Sign Client not initialized',
);
export const SessionNotInitializedError = /* @__PURE__ */ defineError(
  'SessionNotInitializedError',
  'Session not initialized. Please call connect() before enable()',
);
export const ChainIdNotFoundError = /* @__PURE__ */ defineError('ChainIdNotFoundError', 'ChainId not found');
export const NoRpcUrlError = /* @__PURE__ */ defineError('NoRpcUrlError', 'No RPC url provided for chainId');
export const JsonRpcProviderNotFoundError = /* @__PURE__ */ defineError(
  'JsonRpcProviderNotFoundError',
  (chain: string) => `JSON-RPC provider for ${chain} not found`,
);
export const IncompatibleHttpUrlError = /* @__PURE__ */ defineError(
  'IncompatibleHttpUrlError',
  'Provided URL is not compatible with HTTP connection',
);
export const ConnectionClosedError = /* @__PURE__ */ defineError(
  'ConnectionClosedError',
  'Connection already closed',
);
export const HttpConnectionMissingError = /* @__PURE__ */ defineError(
  'HttpConnectionMissingError',
  'HTTP connection is missing or invalid',
);
export const GasPriceNetworkError = /* @__PURE__ */ defineError(
  'GasPriceNetworkError',
  'Network not supported for Gas Price',
);
export const SwapsNetworkError = /* @__PURE__ */ defineError(
  'SwapsNetworkError',
  'Network not supported for Swaps',
);

// CAIP
export const InvalidCaipAddressError = /* @__PURE__ */ defineError(
  'InvalidCaipAddressError',
  'Invalid CAIP Address',
);
export const InvalidCaip10AddressError = /* @__PURE__ */ defineError(
  'InvalidCaip10AddressError',
  (value: string) => `Invalid CAIP-10 address: ${value}`,
);
export const InvalidCaip2NetworkIdError = /* @__PURE__ */ defineError(
  'InvalidCaip2NetworkIdError',
  (value: string) => `Invalid CAIP-2 network id: ${value}`,
);

// HTTP client
export const HttpStatusError = /* @__PURE__ */ defineError(
  'HttpStatusError',
  (status: number) => `HTTP status code: ${status}`,
);

// Embedded wallet
export const FrameNotSetError = /* @__PURE__ */ defineError(
  'FrameNotSetError',
  'W3mFrame: iframe is not set',
);
export const FrameParentNotSetError = /* @__PURE__ */ defineError(
  'FrameParentNotSetError',
  'W3mFrame: parent is not set',
);
export const EmailDependencyLoadError = /* @__PURE__ */ defineError(
  'EmailDependencyLoadError',
  'Unable to load email login dependency',
);
export const RequestAbortedError = /* @__PURE__ */ defineError('RequestAbortedError', 'Request was aborted');
export const SomethingWentWrongError = /* @__PURE__ */ defineError(
  'SomethingWentWrongError',
  'Something went wrong',
);
/** A frame error event: the frame's own message when it sent one, else the generic text. */
export const FrameError = /* @__PURE__ */ defineError('FrameError', (message?: string) =>
  typeof message === 'string' && message.length > 0 ? message : 'An error occurred',
);

// Hook misuse
export const MissingAppKitError = /* @__PURE__ */ defineError(
  'MissingAppKitError',
  (hook: string = 'useAppKit') => `Please call "createAppKit" before using "${hook}" hook`,
);
