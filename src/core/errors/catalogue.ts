import { defineError } from './defineError';

// One class per message of SPEC §8, message text verbatim. Names are stable API: tests, the store
// and the UI match on them, so never rename one.

// Thrown messages: data and flows
export const TransactionsWithoutAddressError = defineError(
  'TransactionsWithoutAddressError',
  "Transactions can't be fetched without an accountAddress",
);
export const SendAmountAndReceiverRequiredError = defineError(
  'SendAmountAndReceiverRequiredError',
  'An amount and receiver address are required',
);
export const SendTokenRequiredError = defineError('SendTokenRequiredError', 'A token is required');
export const UnsupportedChainError = defineError('UnsupportedChainError', 'Unsupported chain');
export const SiweAndSiwxBothSetError = defineError(
  'SiweAndSiwxBothSetError',
  'Cannot set both `siweConfig` and `siwx` options',
);
export const SiwxNotEnabledError = defineError('SiwxNotEnabledError', 'SIWX is not enabled');
export const NoActiveCaipAddressError = defineError('NoActiveCaipAddressError', 'No ActiveCaipAddress found');
export const NoActiveCaipNetworkOrClientError = defineError(
  'NoActiveCaipNetworkOrClientError',
  'No ActiveCaipNetwork or client found',
);
export const NoConnectionClientError = defineError(
  'NoConnectionClientError',
  'No ConnectionController client found',
);
export const AdapterNotFoundError = defineError('AdapterNotFoundError', 'Adapter not found');
export const CaipNetworkUndefinedError = defineError('CaipNetworkUndefinedError', 'CaipNetwork is undefined');
export const CaipNetworkOrCaipAddressUndefinedError = defineError(
  'CaipNetworkOrCaipAddressUndefinedError',
  'CaipNetworkOrCaipAddress is undefined',
);
export const ChainAdapterNotFoundError = defineError('ChainAdapterNotFoundError', 'Chain adapter not found');
export const NetworkClientNotSetError = defineError(
  'NetworkClientNotSetError',
  'NetworkController client not set',
);
export const ConnectionClientNotSetError = defineError(
  'ConnectionClientNotSetError',
  'ConnectionController client not set',
);
export const WalletConnectConnectorNotFoundError = defineError(
  'WalletConnectConnectorNotFoundError',
  'WalletConnectConnector not found',
);
export const NetworkNotFoundError = defineError('NetworkNotFoundError', 'Network not found');
export const AddressOrAuthConnectorNotFoundError = defineError(
  'AddressOrAuthConnectorNotFoundError',
  'Address or auth connector not found',
);

// Names
export const ResolveNameError = defineError('ResolveNameError', 'Error resolving name');
export const NameSuggestionsError = defineError('NameSuggestionsError', 'Error fetching name suggestions');
export const NamesForAddressError = defineError('NamesForAddressError', 'Error fetching names for address');
export const RegisterNameError = defineError(
  'RegisterNameError',
  (name: string) => `Error registering name ${name}`,
);

// Connection
export const DisconnectFailedError = defineError('DisconnectFailedError', 'Failed to disconnect');
export const NamespaceNotConfiguredError = defineError(
  'NamespaceNotConfiguredError',
  (namespace: string) =>
    `Namespace '${namespace}' is not configured. Please call connect() first with namespace config.`,
);
export const EmailThrottleError = defineError(
  'EmailThrottleError',
  (seconds: number) => `Please try again after ${seconds} seconds`,
);
export const SwitchChainFailedError = defineError(
  'SwitchChainFailedError',
  (chainId: number | string) =>
    `Failed to switch to chain 'eip155:${chainId}'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method.`,
);
export const MissingCapabilitiesAddressError = defineError(
  'MissingCapabilitiesAddressError',
  'Missing address parameter in `wallet_getCapabilities` request',
);
export const CallStatusNotApprovedError = defineError(
  'CallStatusNotApprovedError',
  'Fetching call status not approved by the wallet.',
);
export const ConnectBeforeRequestError = defineError(
  'ConnectBeforeRequestError',
  'Please call connect() before request()',
);
export const SignClientNotInitializedError = defineError(
  'SignClientNotInitializedError',
  'Sign Client not initialized',
);
export const SessionNotInitializedError = defineError(
  'SessionNotInitializedError',
  'Session not initialized. Please call connect() before enable()',
);
export const ChainIdNotFoundError = defineError('ChainIdNotFoundError', 'ChainId not found');
export const NoRpcUrlError = defineError('NoRpcUrlError', 'No RPC url provided for chainId');
export const JsonRpcProviderNotFoundError = defineError(
  'JsonRpcProviderNotFoundError',
  (chain: string) => `JSON-RPC provider for ${chain} not found`,
);
export const IncompatibleHttpUrlError = defineError(
  'IncompatibleHttpUrlError',
  'Provided URL is not compatible with HTTP connection',
);
export const ConnectionClosedError = defineError('ConnectionClosedError', 'Connection already closed');
export const HttpConnectionMissingError = defineError(
  'HttpConnectionMissingError',
  'HTTP connection is missing or invalid',
);
export const GasPriceNetworkError = defineError(
  'GasPriceNetworkError',
  'Network not supported for Gas Price',
);
export const SwapsNetworkError = defineError('SwapsNetworkError', 'Network not supported for Swaps');

// CAIP
export const InvalidCaipAddressError = defineError('InvalidCaipAddressError', 'Invalid CAIP Address');
export const InvalidCaip10AddressError = defineError(
  'InvalidCaip10AddressError',
  (value: string) => `Invalid CAIP-10 address: ${value}`,
);
export const InvalidCaip2NetworkIdError = defineError(
  'InvalidCaip2NetworkIdError',
  (value: string) => `Invalid CAIP-2 network id: ${value}`,
);

// HTTP client
export const HttpStatusError = defineError(
  'HttpStatusError',
  (status: number) => `HTTP status code: ${status}`,
);

// Embedded wallet
export const FrameNotSetError = defineError('FrameNotSetError', 'W3mFrame: iframe is not set');
export const FrameParentNotSetError = defineError('FrameParentNotSetError', 'W3mFrame: parent is not set');
export const EmailDependencyLoadError = defineError(
  'EmailDependencyLoadError',
  'Unable to load email login dependency',
);
export const RequestAbortedError = defineError('RequestAbortedError', 'Request was aborted');
export const SomethingWentWrongError = defineError('SomethingWentWrongError', 'Something went wrong');
/** A frame error event: the frame's own message when it sent one, else the generic text. */
export const FrameError = defineError('FrameError', (message?: string) =>
  typeof message === 'string' && message.length > 0 ? message : 'An error occurred',
);

// Hook misuse
export const MissingAppKitError = defineError(
  'MissingAppKitError',
  (hook: string = 'useAppKit') => `Please call "createAppKit" before using "${hook}" hook`,
);
