import type { Network } from '../../core/networks/network';
import type { AdapterCallContext, ChainAdapter } from '../ChainAdapter';
import type { SolanaSendOptions } from './SolanaWalletProvider';
import type { SolanaTokenBalance } from './solanaChainClient';
import type { AnyTransaction } from './solanaWire';

/** The Solana adapter: the ChainAdapter contract plus the Solana signing payloads of SPEC §3. */
export interface SolanaAdapter extends ChainAdapter {
  /** The wallet signs; resolves with the signed copy (same kind as given), its signature verified. */
  signTransaction<T extends AnyTransaction>(
    context: AdapterCallContext & { address: string; transaction: T },
  ): Promise<T>;
  /** The wallet signs a list in one prompt; every signature is verified. */
  signAllTransactions<T extends AnyTransaction>(
    context: AdapterCallContext & { address: string; transactions: T[] },
  ): Promise<T[]>;
  /**
   * The wallet signs and sends with the SPEC options (validated first); resolves with the signature.
   * A wallet without the method (-32601 / 4200) signs, and the adapter sends to the active cluster.
   */
  signAndSendTransaction(
    context: AdapterCallContext & {
      network: Network;
      address: string;
      transaction: AnyTransaction;
      options?: SolanaSendOptions;
    },
  ): Promise<string>;
  /** SPL token balances of an owner on a network (jsonParsed token accounts). */
  getTokenBalances(parameters: { network: Network; address: string }): Promise<SolanaTokenBalance[]>;
}
