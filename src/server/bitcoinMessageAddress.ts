import { decodeBitcoinAddress, isBitcoinAddressOfFamily } from '../core/address/bitcoinAddress';
import { bitcoinNetworkFamily } from '../core/address/bitcoinNetworkFamily';

// The Bitcoin address a sign-in names, as the verifiers need it: its type, the hash or key it commits
// to and its output script, for the network the message names. The codec is the kit's own
// (core/address), which portico/server's bundle may carry.

export type BitcoinAddressKind = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2tr';

export interface BitcoinMessageAddress {
  kind: BitcoinAddressKind;
  /** 20-byte key or script hash (p2pkh, p2sh, p2wpkh) or 32-byte x-only output key (p2tr). */
  program: Uint8Array;
  /** scriptPubKey. */
  script: Uint8Array;
}

const KINDS: readonly string[] = ['p2pkh', 'p2sh', 'p2wpkh', 'p2tr'] satisfies BitcoinAddressKind[];

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

/**
 * The address's kind, program and script when it is a P2PKH, P2SH, P2WPKH or P2TR address of the
 * network `chainReference` names; undefined otherwise (P2WSH and future witness versions included:
 * their signatures depend on a script the message does not carry). A bip122 chain the kit does not
 * know (another coin) is not held to an address family.
 */
export function decodeBitcoinMessageAddress(
  address: string,
  chainReference: string,
): BitcoinMessageAddress | undefined {
  const decoded = decodeBitcoinAddress(address);
  if (!decoded || !KINDS.includes(decoded.type)) return undefined;
  const family = bitcoinNetworkFamily(chainReference);
  if (family && !isBitcoinAddressOfFamily(decoded, family)) return undefined;
  return {
    kind: decoded.type as BitcoinAddressKind,
    program: decoded.program,
    script: fromHex(decoded.script),
  };
}
