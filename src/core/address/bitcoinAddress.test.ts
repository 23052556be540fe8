import { hex } from '@scure/base';
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js';
import { BITCOIN_REGTEST } from '../../../sandbox/bitcoin/bitcoinRegtest';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../networks/chains/bitcoin';
import { decodeBitcoinAddress, isBitcoinAddressOfFamily } from './bitcoinAddress';
import { bitcoinNetworkFamily } from './bitcoinNetworkFamily';

// The kit's own address decoding against BIP-173 / BIP-350 test vectors and against the scripts
// @scure/btc-signer derives for regtest keys.

test.each([
  [
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'mainnet',
    'p2wpkh',
    '0014751e76e8199196d454941c45d1b3a323f1433bd6',
  ],
  [
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'testnet',
    'p2wsh',
    '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
  ],
  [
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    'mainnet',
    'p2tr',
    '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
  ],
  [
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    'mainnet',
    'p2pkh',
    '76a91477bff20c60e522dfaa3350c39b030a5d004e839a88ac',
  ],
  ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh', 'a914b472a266d0bd89c13706a4132ccfb16f7c3b9fcb87'],
])('default: %s decodes to its family, type and script', (address, family, type, script) => {
  const decoded = decodeBitcoinAddress(address);
  expect(decoded).toEqual({ family, type, script, program: decoded?.program });
  // The program is what the script commits to: the hash of P2PKH / P2SH, the witness program otherwise.
  const start = type === 'p2pkh' ? 6 : 4;
  expect(hex.encode(decoded!.program)).toBe(script.slice(start, start + decoded!.program.length * 2));
});

test('behavior: regtest addresses of every type give the scripts @scure/btc-signer derives', () => {
  const key = pubECDSA(new Uint8Array(32).fill(7));
  for (const payment of [
    p2wpkh(key, BITCOIN_REGTEST),
    p2tr(pubSchnorr(new Uint8Array(32).fill(9)), undefined, BITCOIN_REGTEST),
    p2pkh(key, BITCOIN_REGTEST),
    p2sh(p2wpkh(key, BITCOIN_REGTEST), BITCOIN_REGTEST),
  ]) {
    const decoded = decodeBitcoinAddress(payment.address);
    expect(decoded?.script).toBe(hex.encode(payment.script));
    // Base58 versions 0x6f / 0xc4 are shared by every test network; bech32 says regtest.
    expect(decoded?.family).toBe(payment.address!.startsWith('bcrt1') ? 'regtest' : 'testnet');
  }
});

test.each([
  ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'v1 with a bech32 checksum'],
  ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'v0 with a bech32m checksum'],
  ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'mixed case'],
  ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'wrong checksum'],
  ['ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', 'another coin'],
  ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'Base58 checksum'],
  ['0x52908400098527886E0F7030069857D2E4169EE7', 'an EVM address'],
  ['', 'empty'],
])('error: %s (%s) is refused', (address) => {
  expect(decodeBitcoinAddress(address)).toBeUndefined();
});

test('behavior: a regtest network takes its bcrt segwit addresses and the Base58 versions it shares with testnet', () => {
  const key = pubECDSA(new Uint8Array(32).fill(7));
  const regtest = bitcoinNetworkFamily('0f9188f13cb7b2c71f2a335e3a4fc328')!;
  expect(regtest).toBe('regtest');
  const fits = (address: string, family = regtest) =>
    isBitcoinAddressOfFamily(decodeBitcoinAddress(address)!, family);
  expect(fits(p2wpkh(key, BITCOIN_REGTEST).address!)).toBe(true);
  expect(fits(p2pkh(key, BITCOIN_REGTEST).address!)).toBe(true);
  // testnet's segwit prefix is not regtest's, and mainnet's addresses fit no test network.
  expect(fits('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')).toBe(false);
  expect(fits('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  expect(fits('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'mainnet')).toBe(true);
  // A regtest address does not fit testnet.
  expect(fits(p2wpkh(key, BITCOIN_REGTEST).address!, 'testnet')).toBe(false);
});

test.each([
  ['000000000019d6689c085ae165831e93', 'mainnet'],
  ['000000000933ea01ad0ee984209779ba', 'testnet'],
  ['00000000da84f2bafbbc53dee25a72ae', 'testnet'],
  ['00000008819873e925422c1ff0f99f7c', 'testnet'],
  [bitcoin.id, 'mainnet'],
  [bitcoinTestnet.id, 'testnet'],
  [bitcoinRegtest.id, 'regtest'],
  ['12a765e31ffd4059bada1e25190f6e98', undefined],
  ['toString', undefined],
])('default: the chain %s takes %s addresses', (reference, family) => {
  expect(bitcoinNetworkFamily(reference)).toBe(family);
});
