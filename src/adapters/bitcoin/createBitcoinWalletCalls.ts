import { decodeBitcoinAddress, isBitcoinAddressOfFamily } from '../../core/address/bitcoinAddress';
import type { Network } from '../../core/networks/network';
import type { AdapterCallContext } from '../ChainAdapter';
import { request } from '../evm/evmCommon';
import type { BitcoinAdapter, BitcoinRecipient } from './BitcoinAdapterContract';
import { BITCOIN_METHODS as M } from './BitcoinWalletProvider';
import { InvalidBitcoinRequestError } from './bitcoinErrors';
import { bitcoinFamilyOf } from './bitcoinNetworks';
import { parsePsbtAnswer, parseSignature, parseTxid } from './bitcoinWire';

// The Bitcoin adapter's wallet prompts: sign a message, send a transfer, sign a PSBT. Every argument is
// checked before the wallet is asked, and every answer before it is returned.

const PSBT_BASE64 = /^cHNidP8[A-Za-z0-9+/]*={0,2}$/;

/** Throws InvalidBitcoinRequestError unless `address` is a valid address of `network`'s family. */
export function checkBitcoinAddress(address: unknown, network?: Network) {
  const decoded = decodeBitcoinAddress(address);
  if (!decoded) throw new InvalidBitcoinRequestError('address', `not a Bitcoin address: ${String(address)}`);
  // Regtest takes testnet's Base58 versions (m…, n…, 2…) as its node does; the Send form agrees.
  if (network && !isBitcoinAddressOfFamily(decoded, bitcoinFamilyOf(network)))
    throw new InvalidBitcoinRequestError(
      'address',
      `not a ${bitcoinFamilyOf(network)} address: ${String(address)}`,
    );
  return decoded;
}

function checkRecipients(recipients: readonly BitcoinRecipient[], network: Network) {
  if (recipients.length === 0) throw new InvalidBitcoinRequestError('recipients', 'none given');
  for (const { address, amount } of recipients) {
    checkBitcoinAddress(address, network);
    if (typeof amount !== 'bigint' || amount <= 0n || amount > BigInt(Number.MAX_SAFE_INTEGER))
      throw new InvalidBitcoinRequestError('amount', `not a positive number of satoshis: ${String(amount)}`);
  }
}

type WalletCalls = Pick<BitcoinAdapter, 'signBitcoinMessage' | 'sendTransfer' | 'signPsbt'>;

/** The three prompts. */
export function createBitcoinWalletCalls(): WalletCalls {
  return {
    async signBitcoinMessage(context) {
      checkBitcoinAddress(context.address);
      if (typeof context.message !== 'string')
        throw new InvalidBitcoinRequestError('message', 'not a string');
      const params = {
        address: context.address,
        message: context.message,
        ...(context.protocol ? { protocol: context.protocol } : {}),
      };
      return parseSignature(await request(context, M.signMessage, params), context.address);
    },
    async sendTransfer(context) {
      checkRecipients(context.recipients, context.network);
      const { feeRate } = context;
      if (feeRate !== undefined && !(Number.isFinite(feeRate) && feeRate > 0))
        throw new InvalidBitcoinRequestError('feeRate', `not a positive sat/vB rate: ${String(feeRate)}`);
      const params = {
        recipients: context.recipients.map((r) => ({ address: r.address, amount: Number(r.amount) })),
        ...(feeRate === undefined ? {} : { feeRate }),
      };
      return parseTxid(M.sendTransfer, await request(context, M.sendTransfer, params));
    },
    async signPsbt(
      context: AdapterCallContext & {
        psbt: string;
        signInputs?: Record<string, number[]>;
        broadcast?: boolean;
      },
    ) {
      if (typeof context.psbt !== 'string' || !PSBT_BASE64.test(context.psbt))
        throw new InvalidBitcoinRequestError('psbt', 'not a base64 PSBT');
      for (const address of Object.keys(context.signInputs ?? {})) checkBitcoinAddress(address);
      const broadcast = context.broadcast === true;
      const params = {
        psbt: context.psbt,
        ...(context.signInputs ? { signInputs: context.signInputs } : {}),
        broadcast,
      };
      return parsePsbtAnswer(await request(context, M.signPsbt, params), broadcast);
    },
  };
}
