import type { BTC_NETWORK } from '@scure/btc-signer/utils.js';

// Bitcoin regtest's encoding (Bitcoin Core chainparams): what the sandbox's keys, addresses and the dev
// wallet use. The node serving the chain is Litecoin's regtest (startBitcoinChain.ts); it never sees an
// address, only scripts, so nothing of Litecoin's own encoding (rltc1...) reaches the kit.

/** Bech32 prefix `bcrt`, base58 versions 0x6f / 0xc4, WIF 0xef. */
export const BITCOIN_REGTEST: BTC_NETWORK = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef };

/**
 * CAIP-2 reference of Bitcoin regtest: the first 32 hex characters of Bitcoin's regtest genesis hash.
 * The sandbox declares its chain as this network, although the Litecoin node's own genesis differs.
 */
export const BITCOIN_REGTEST_REFERENCE = '0f9188f13cb7b2c71f2a335e3a4fc328';
