import { Connection, PublicKey } from '@solana/web3.js';
import type { Network } from '../../core/networks/network';
import type { AdapterOptions } from '../ChainAdapter';
import { resolveRpcUrl } from '../evm/evmCommon';
import { SolanaTransactionExpiredError } from './solanaErrors';
import { solanaRpcFetch } from './solanaRpcFetch';

// Chain reads for the Solana adapter: one web3.js Connection per network, on the RPC URL every adapter
// uses (customRpcUrls, else the shared RPC service, else the network's own URL). Reads are HTTP only:
// confirmations are polled rather than subscribed, because the shared RPC service is an HTTP endpoint
// with no websocket, and a poll leaves no socket open behind a closed view.

/** The SPL Token program (token balances are read from its accounts). */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

/** How often a confirmation is polled. */
export const CONFIRM_POLL_MS = 400;

/** One SPL token balance of an owner. */
export interface SolanaTokenBalance {
  mint: string;
  /** Token account holding it. */
  account: string;
  /** Base units, as a decimal string. */
  amount: string;
  decimals: number;
  /** Formatted, e.g. "1002.5". */
  uiAmountString: string;
}

/** Creates the per-network clients of one adapter. */
export function createSolanaChainClient(options: AdapterOptions) {
  const connections = new Map<string, Connection>();
  const connection = (network: Network): Connection => {
    let existing = connections.get(network.caipNetworkId);
    if (!existing) {
      existing = new Connection(resolveRpcUrl(options, network), {
        commitment: 'confirmed',
        fetch: solanaRpcFetch as typeof fetch,
        disableRetryOnRateLimit: true,
      });
      connections.set(network.caipNetworkId, existing);
    }
    return existing;
  };

  return {
    connection,
    async getLamports(network: Network, address: string): Promise<bigint> {
      return BigInt(await connection(network).getBalance(new PublicKey(address)));
    },
    async getTokenBalances(network: Network, owner: string): Promise<SolanaTokenBalance[]> {
      const { value } = await connection(network).getParsedTokenAccountsByOwner(new PublicKey(owner), {
        programId: new PublicKey(TOKEN_PROGRAM_ID),
      });
      return value.map(({ pubkey, account }) => {
        const info = (account.data as { parsed?: { info?: Record<string, unknown> } }).parsed?.info ?? {};
        const amount = (info.tokenAmount ?? {}) as {
          amount?: string;
          decimals?: number;
          uiAmountString?: string;
        };
        return {
          mint: String(info.mint),
          account: pubkey.toBase58(),
          amount: String(amount.amount ?? '0'),
          decimals: Number(amount.decimals ?? 0),
          uiAmountString: String(amount.uiAmountString ?? '0'),
        };
      });
    },
    /**
     * Polls until the signature is confirmed (or finalized); resolves with its status. With the
     * blockhash's last valid height known, a transaction that can no longer land rejects with
     * SolanaTransactionExpiredError instead of polling forever.
     */
    async waitForSignature(
      network: Network,
      signature: string,
      lastValidBlockHeight?: number,
    ): Promise<'success' | 'reverted'> {
      const client = connection(network);
      for (;;) {
        const { value } = await client.getSignatureStatuses([signature], { searchTransactionHistory: true });
        const status = value[0];
        if (
          status &&
          (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')
        )
          return status.err === null ? 'success' : 'reverted';
        if (status?.err) return 'reverted';
        if (lastValidBlockHeight !== undefined && (await client.getBlockHeight()) > lastValidBlockHeight)
          throw new SolanaTransactionExpiredError(signature);
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_POLL_MS));
      }
    },
  };
}

export type SolanaChainClient = ReturnType<typeof createSolanaChainClient>;
