// The wallet-request actions `kit.adapters` forwards to, as one chunk: they matter only once a wallet
// is connected, so they stay out of the chunk that lists and connects wallets.
export { estimateGas } from '../actions/estimateGas';
export { getCallsStatus } from '../actions/getCallsStatus';
export { getCapabilities } from '../actions/getCapabilities';
export { getGasPrice } from '../actions/getGasPrice';
export { sendCalls } from '../actions/sendCalls';
export { sendTransaction } from '../actions/sendTransaction';
export { signMessage } from '../actions/signMessage';
export { signTypedData } from '../actions/signTypedData';
export { waitForTransaction } from '../actions/waitForTransaction';
