import type { Network } from '../../core/networks/network';
import type { AdapterCallContext } from '../ChainAdapter';
import {
  buildCosmosTransfer,
  COSMOS_SEND_FEE,
  checkCosmosTransfer,
  cosmosDenom,
  cosmosTxRawBytes,
} from './buildCosmosTransfer';
import type { CosmosTransactionRequest } from './CosmosAdapterContract';
import { COSMOS_METHODS as M } from './CosmosWalletProvider';
import type { CosmosChainClient } from './cosmosChainClient';
import {
  CosmosInsufficientFundsError,
  CosmosTransactionRefusedError,
  InvalidCosmosWalletAnswerError,
} from './cosmosErrors';
import { walletSignDirect } from './cosmosWalletSigning';

// A bank send from the connected account: inputs checked, the account's number, sequence and balance
// read from the chain (amount plus fee over the balance is refused before the wallet is asked), the
// SIGN_MODE_DIRECT doc signed by the wallet and verified, then broadcast (broadcast_tx_sync).

/** The chain's "insufficient funds" (cosmos-sdk types/errors ErrInsufficientFunds). */
const SDK_INSUFFICIENT_FUNDS = 5;

type SendContext = AdapterCallContext & { network: Network; request: CosmosTransactionRequest };

/** Sends; resolves with the transaction hash (upper-case hex, as CometBFT names it). */
export async function sendCosmosTransfer(
  chain: CosmosChainClient,
  context: SendContext,
  publicKeyOf: () => Promise<string | undefined>,
): Promise<string> {
  const { network, request: send } = context;
  const memo = send.memo ?? '';
  const amount = send.value ?? 0n;
  checkCosmosTransfer(send.from, send.to, amount, memo);
  const denom = cosmosDenom(network);
  const [account, balance] = await Promise.all([
    chain.getAccount(network, send.from),
    chain.getBalance(network, send.from, denom),
  ]);
  if (!account || balance < amount + COSMOS_SEND_FEE)
    throw new CosmosInsufficientFundsError(amount + COSMOS_SEND_FEE, balance, denom);
  const publicKey = await publicKeyOf();
  if (!publicKey)
    throw new InvalidCosmosWalletAnswerError(M.getAccounts, 'the sender is not among the accounts');
  const unsigned = buildCosmosTransfer({
    from: send.from,
    to: send.to,
    amount,
    denom,
    memo,
    publicKey,
    sequence: account.sequence,
  });
  const doc = { ...unsigned, chainId: String(network.id), accountNumber: account.accountNumber };
  const signed = await walletSignDirect(context, context.request.from, doc);
  const result = await chain.broadcast(
    network,
    cosmosTxRawBytes(signed.bodyBytes, signed.authInfoBytes, signed.signature),
  );
  if (result.code === SDK_INSUFFICIENT_FUNDS)
    throw new CosmosInsufficientFundsError(amount + COSMOS_SEND_FEE, balance, denom);
  if (result.code !== 0) throw new CosmosTransactionRefusedError(result.code, result.codespace, result.log);
  return result.hash;
}
