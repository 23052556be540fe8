import { p2pkh, p2sh, p2wpkh } from '@scure/btc-signer';
import { pubECDSA } from '@scure/btc-signer/utils.js';
import { BITCOIN_REGTEST } from '../../../sandbox/bitcoin/bitcoinRegtest';
import { bitcoinSandboxAccounts } from '../../../sandbox/bitcoin/bitcoinSandboxAccounts';
import { decodeBitcoinAddress } from '../../core/address/bitcoinAddress';
import { bitcoinScriptAddress } from './bitcoinScriptAddress';

// Script to address, the inverse of bitcoinAddress.ts: BIP-173 / BIP-350 vectors, Base58Check vectors,
// and the sandbox's own addresses (made by @scure/btc-signer) given back from their scripts.

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

test.each([
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', '0014751e76e8199196d454941c45d1b3a323f1433bd6', 'mainnet'],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
    'testnet',
  ],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    'mainnet',
  ],
  ['bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', '5210751e76e8199196d454941c45d1b3a323', 'mainnet'],
  ['bc1sw50qgdz25j', '6002751e', 'mainnet'],
  ['bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', '0014751e76e8199196d454941c45d1b3a323f1433bd6', 'regtest'],
  ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '76a91477bff20c60e522dfaa3350c39b030a5d004e839a88ac', 'mainnet'],
  ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'a914b472a266d0bd89c13706a4132ccfb16f7c3b9fcb87', 'mainnet'],
] as const)('default: %s is the address of its script', (address, script, family) => {
  expect(bitcoinScriptAddress(script, family)).toBe(address);
  expect(decodeBitcoinAddress(address)?.script).toBe(script);
});

test('behavior: the sandbox addresses and regtest base58 ones come back from their scripts', () => {
  for (const account of bitcoinSandboxAccounts(3)) {
    for (const { address, script } of [account.payment, account.ordinals])
      expect(bitcoinScriptAddress(script, 'regtest')).toBe(address);
  }
  const key = pubECDSA(new Uint8Array(32).fill(7));
  const legacy = p2pkh(key, BITCOIN_REGTEST);
  const wrapped = p2sh(p2wpkh(key, BITCOIN_REGTEST), BITCOIN_REGTEST);
  for (const payment of [legacy, wrapped])
    expect(bitcoinScriptAddress(hex(payment.script), 'regtest')).toBe(payment.address);
});

test.each([
  ['6a0401020304', 'OP_RETURN'],
  ['51', 'OP_TRUE'],
  ['0015751e76e8199196d454941c45d1b3a323f1433bd6aa', 'a v0 program of 21 bytes'],
  ['0014751e76e8199196d454941c45d1b3a323f1433b', 'a push longer than the script'],
  ['00147', 'odd hex'],
  ['XYZ', 'not hex'],
])('error: %s (%s) has no address', (script) => {
  expect(bitcoinScriptAddress(script, 'mainnet')).toBeUndefined();
});
