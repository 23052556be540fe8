import { BITCOIN_REGTEST_REFERENCE } from './bitcoinRegtest';
import type { BitcoinRpcCall } from './bitcoinRpc';
import { type BitcoinSandboxAccount, bitcoinSandboxAccounts } from './bitcoinSandboxAccounts';
import { type BitcoinReader, createBitcoinReader } from './createBitcoinReader';
import { type BitcoinRpcRequest, serveBitcoinRpc } from './serveBitcoinRpc';
import { spawnLitecoind } from './spawnLitecoind';

// The sandbox's local Bitcoin chain: a Litecoin regtest node standing in for Bitcoin regtest (same
// transaction format, script and sighash rules; see docs/bitcoin.md for what differs), seeded so every
// dev account's payment and ordinals address holds one mature 50 BTC coinbase output.

export interface StartBitcoinChainParameters {
  /** How many dev accounts to fund (default 10). */
  accounts?: number;
  /** Port of the open JSON-RPC endpoint; 0 (the default) picks a free one. */
  port?: number;
}

export interface StartBitcoinChainReturnType {
  /** The open JSON-RPC endpoint (no credentials, CORS): what the kit and the dev wallet read through. */
  rpcUrl: string;
  /** `bip122:<regtest genesis>`: the sandbox declares itself as Bitcoin regtest. */
  caipNetworkId: string;
  /** Dev accounts, each address funded with 50 BTC. */
  accounts: BitcoinSandboxAccount[];
  /** UTXOs, balance, broadcast, fee rate, confirmations, mining: over the node itself. */
  reader: BitcoinReader;
  /** Authenticated JSON-RPC to the node (every method). */
  node: BitcoinRpcCall;
  /** Every call the open endpoint forwarded, oldest first. */
  requests: BitcoinRpcRequest[];
  /** Stops the endpoint and the node, and removes its data directory. */
  stop(): Promise<void>;
}

/** Coinbase outputs can be spent after 100 confirmations. */
const COINBASE_MATURITY = 100;

/** Starts the node, funds the dev accounts and opens the endpoint. */
export async function startBitcoinChain(
  parameters: StartBitcoinChainParameters = {},
): Promise<StartBitcoinChainReturnType> {
  const node = await spawnLitecoind();
  try {
    const accounts = bitcoinSandboxAccounts(parameters.accounts ?? 10);
    for (const account of accounts)
      for (const { script } of [account.payment, account.ordinals])
        await node.call('generatetodescriptor', [1, `raw(${script})`]);
    const reader = createBitcoinReader(node.call);
    await reader.mine(COINBASE_MATURITY);
    const open = await serveBitcoinRpc(node.call, parameters.port ?? 0);
    return {
      rpcUrl: open.url,
      caipNetworkId: `bip122:${BITCOIN_REGTEST_REFERENCE}`,
      accounts,
      reader,
      node: node.call,
      requests: open.requests,
      async stop() {
        open.server.closeAllConnections();
        await new Promise<void>((resolve) => open.server.close(() => resolve()));
        await node.stop();
      },
    };
  } catch (error) {
    await node.stop();
    throw error;
  }
}
