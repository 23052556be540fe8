// `portico/actions`: the kit's actions, for hosts that drive the flows headless (no React, no modal).
// Each takes the kit first: `await connect(kit, { connectorId })`. A separate entry, so neither the
// start-up code of `portico` nor that of `portico/react` carries them (docs/actions.md).

export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from './kit/actions/connect';
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './kit/actions/disconnect';
export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from './kit/actions/estimateGas';
export {
  type FetchBalancesErrorType,
  type FetchBalancesParameters,
  type FetchBalancesReturnType,
  fetchBalances,
} from './kit/actions/fetchBalances';
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './kit/actions/getCallsStatus';
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from './kit/actions/getCapabilities';
export {
  type GetGasPriceErrorType,
  type GetGasPriceParameters,
  type GetGasPriceReturnType,
  getGasPrice,
} from './kit/actions/getGasPrice';
export {
  type ReconnectErrorType,
  type ReconnectParameters,
  type ReconnectReturnType,
  reconnect,
} from './kit/actions/reconnect';
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from './kit/actions/sendCalls';
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  type SendTransactionReturnType,
  sendTransaction,
} from './kit/actions/sendTransaction';
export {
  type SignCosmosAminoErrorType,
  type SignCosmosAminoParameters,
  type SignCosmosAminoReturnType,
  signCosmosAmino,
} from './kit/actions/signCosmosAmino';
export {
  type SignCosmosDirectErrorType,
  type SignCosmosDirectParameters,
  type SignCosmosDirectReturnType,
  signCosmosDirect,
} from './kit/actions/signCosmosDirect';
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './kit/actions/signMessage';
export {
  type SignTypedDataErrorType,
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from './kit/actions/signTypedData';
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './kit/actions/switchNetwork';
export {
  type WaitForTransactionErrorType,
  type WaitForTransactionParameters,
  type WaitForTransactionReturnType,
  waitForTransaction,
} from './kit/actions/waitForTransaction';
export type { ActionKit } from './kit/actions/walletRuntime';
// For a host's own plugin flows (docs/plugins.md). Here rather than in `portico`: it is Redux Toolkit's
// createAsyncThunk, and `portico`'s start-up code imports no Redux Toolkit (docs/bench.md, issue 30).
export { createKitAsyncThunk } from './store/createKitAsyncThunk';
