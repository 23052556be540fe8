import { decodeBitcoinAddress } from '../../core/address/bitcoinAddress';
import { NoActiveCaipAddressError } from '../../core/errors/connectionErrors';
import type {
  BitcoinAddressPurpose,
  BitcoinMessageProtocol,
  BitcoinWalletAddress,
} from './BitcoinWalletProvider';
import { InvalidBitcoinWalletAnswerError } from './bitcoinErrors';

// What Bitcoin wallets answer, checked before anything is stored: a malformed answer is refused with
// the same errors the other adapters use (no account, or an invalid answer naming the method).

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The payment address first (SPEC §6: `payment` is Bitcoin's default account type), then ordinals. */
export interface BitcoinAccounts {
  payment: BitcoinWalletAddress;
  ordinals?: BitcoinWalletAddress;
  /** [payment, ordinals?]: what the kit stores, the active account first. */
  addresses: string[];
}

function parseAddress(value: unknown): BitcoinWalletAddress | undefined {
  if (!isObject(value) || !decodeBitcoinAddress(value.address)) return undefined;
  const purpose = value.purpose;
  if (purpose !== 'payment' && purpose !== 'ordinals') return undefined;
  return {
    address: value.address as string,
    publicKey: typeof value.publicKey === 'string' ? value.publicKey : '',
    purpose: purpose as BitcoinAddressPurpose,
    addressType: typeof value.addressType === 'string' ? value.addressType : '',
  };
}

/**
 * `getAccounts` answers a list; `getAddresses` and `wallet_getAccount` an object with `addresses`.
 * Without a valid payment address there is no account (NoActiveCaipAddressError), as on other chains;
 * an entry of another purpose (stacks, spark...) is skipped.
 */
export function parseBitcoinAccounts(value: unknown): BitcoinAccounts {
  const list = Array.isArray(value)
    ? value
    : isObject(value) && Array.isArray(value.addresses)
      ? value.addresses
      : [];
  const parsed = list.map(parseAddress);
  const payment = parsed.find((a) => a?.purpose === 'payment');
  const ordinals = parsed.find((a) => a?.purpose === 'ordinals');
  if (!payment) throw new NoActiveCaipAddressError();
  const bad = list.some(
    (entry, i) =>
      isObject(entry) && (entry.purpose === 'payment' || entry.purpose === 'ordinals') && !parsed[i],
  );
  if (bad) throw new NoActiveCaipAddressError();
  return {
    payment,
    ...(ordinals ? { ordinals } : {}),
    addresses: [payment.address, ...(ordinals ? [ordinals.address] : [])],
  };
}

/** A message signature: base64, by the address asked. */
export function parseSignature(
  value: unknown,
  address: string,
): { signature: string; protocol?: BitcoinMessageProtocol } {
  const method = 'signMessage';
  if (
    !isObject(value) ||
    typeof value.signature !== 'string' ||
    !BASE64.test(value.signature) ||
    value.signature.length < 80
  )
    throw new InvalidBitcoinWalletAnswerError(method, 'no base64 signature');
  if (value.address !== undefined && value.address !== address)
    throw new InvalidBitcoinWalletAnswerError(method, 'signed by another address');
  const protocol = value.protocol === 'BIP322' || value.protocol === 'ECDSA' ? value.protocol : undefined;
  return { signature: value.signature, ...(protocol ? { protocol } : {}) };
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const TXID = /^[0-9a-f]{64}$/;

/** A transaction id: 64 lower-case hex characters. */
export function parseTxid(method: string, value: unknown): string {
  const txid = isObject(value) ? value.txid : undefined;
  if (typeof txid !== 'string' || !TXID.test(txid))
    throw new InvalidBitcoinWalletAnswerError(method, 'no txid');
  return txid;
}

/** `signPsbt`'s answer: a base64 PSBT (magic `psbt\xff`), and the txid when it was broadcast. */
export function parsePsbtAnswer(value: unknown, broadcast: boolean): { psbt: string; txid?: string } {
  const method = 'signPsbt';
  const psbt = isObject(value) ? value.psbt : undefined;
  if (typeof psbt !== 'string' || !BASE64.test(psbt) || !psbt.startsWith('cHNidP8'))
    throw new InvalidBitcoinWalletAnswerError(method, 'no base64 PSBT');
  if (!broadcast) return { psbt };
  return { psbt, txid: parseTxid(method, value) };
}

export { isObject };
