import type { Network } from '../../core/networks/network';
import type { AdapterCallContext, ChainAdapter } from '../ChainAdapter';
import type { BitcoinMessageProtocol } from './BitcoinWalletProvider';
import type { BitcoinUnspent } from './bitcoinChainClient';
import type { BitcoinAccounts } from './bitcoinWire';

/** One output of a transfer: an address and satoshis. */
export interface BitcoinRecipient {
  address: string;
  amount: bigint;
}

/** The Bitcoin adapter: the ChainAdapter contract plus what Bitcoin wallets offer beyond it. */
export interface BitcoinAdapter extends ChainAdapter {
  /** The connected wallet's payment and ordinals addresses (asked without a prompt). */
  getBitcoinAddresses(context: AdapterCallContext): Promise<BitcoinAccounts>;
  /** Signs with the protocol asked (`signMessage` asks BIP322); resolves with the base64 signature. */
  signBitcoinMessage(
    context: AdapterCallContext & { address: string; message: string; protocol?: BitcoinMessageProtocol },
  ): Promise<{ signature: string; protocol?: BitcoinMessageProtocol }>;
  /**
   * The wallet builds, signs and broadcasts a transfer; resolves with its txid. `feeRate` (sat/vB) is
   * passed to the wallet, which may prefer its own (sats-connect's sendTransfer has no such field).
   */
  sendTransfer(
    context: AdapterCallContext & { network: Network; recipients: BitcoinRecipient[]; feeRate?: number },
  ): Promise<string>;
  /** The wallet signs the inputs named per address, and broadcasts when asked. */
  signPsbt(
    context: AdapterCallContext & {
      psbt: string;
      signInputs?: Record<string, number[]>;
      broadcast?: boolean;
    },
  ): Promise<{ psbt: string; txid?: string }>;
  /** The node's fee estimate in sat/vB; `fallback` (1 sat/vB) when it has none, as on a fresh regtest chain. */
  estimateFeeRate(parameters: {
    network: Network;
    blocks?: number;
  }): Promise<{ satPerVbyte: number; source: 'node' | 'fallback' }>;
  /** Confirmed unspent outputs of an address. */
  getUtxos(parameters: { network: Network; address: string }): Promise<BitcoinUnspent[]>;
  /**
   * The most `address` can send to one recipient at `feeRate`, every confirmed output spent and no
   * change (UTXO-aware Max), with the fee it pays; 0 when the outputs do not cover the fee.
   */
  maxSendable(parameters: {
    network: Network;
    address: string;
    recipient: string;
    feeRate: number;
  }): Promise<{ amount: bigint; fee: bigint }>;
}
