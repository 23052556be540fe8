import { hex } from '@scure/base';
import { p2tr, p2wpkh } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr, sha256 } from '@scure/btc-signer/utils.js';
import { BITCOIN_REGTEST } from './bitcoinRegtest';

// The sandbox's Bitcoin dev accounts. Keys are derived from a fixed phrase, so every run (and every
// machine) has the same addresses; never use them anywhere real. Each account has the two addresses a
// sats-connect wallet hands out: `payment` (native segwit, P2WPKH) and `ordinals` (taproot, P2TR
// key path), each with its own key, as Xverse does.

/** One address of a dev account. */
export interface BitcoinSandboxAddress {
  address: string;
  /** scriptPubKey, hex: what the node indexes (scantxoutset `raw(...)`). */
  script: string;
  /** Compressed public key (P2WPKH) or x-only key (P2TR), hex, as sats-connect reports it. */
  publicKey: string;
  privateKey: Uint8Array;
}

/** A dev account: a payment and an ordinals address. */
export interface BitcoinSandboxAccount {
  index: number;
  payment: BitcoinSandboxAddress;
  ordinals: BitcoinSandboxAddress;
}

const keyOf = (index: number, purpose: string) =>
  sha256(new TextEncoder().encode(`portico bitcoin sandbox ${index} ${purpose}`));

/** The first `count` dev accounts. */
export function bitcoinSandboxAccounts(count: number): BitcoinSandboxAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const paymentKey = keyOf(index, 'payment');
    const ordinalsKey = keyOf(index, 'ordinals');
    const paymentPublic = pubECDSA(paymentKey);
    const ordinalsPublic = pubSchnorr(ordinalsKey);
    const payment = p2wpkh(paymentPublic, BITCOIN_REGTEST);
    const ordinals = p2tr(ordinalsPublic, undefined, BITCOIN_REGTEST);
    return {
      index,
      payment: {
        address: payment.address!,
        script: hex.encode(payment.script),
        publicKey: hex.encode(paymentPublic),
        privateKey: paymentKey,
      },
      ordinals: {
        address: ordinals.address!,
        script: hex.encode(ordinals.script),
        publicKey: hex.encode(ordinalsPublic),
        privateKey: ordinalsKey,
      },
    };
  });
}
