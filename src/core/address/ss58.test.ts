import { Keyring } from '@polkadot/keyring';
import { polkadot, polkadotLocal } from '../networks/chains/polkadot';
import { decodeSs58, encodeSs58, ss58FormatOfReference } from './ss58';

// The adapter's own SS58 codec against @polkadot/keyring's addresses for the same keys.

const alice = new Keyring({ type: 'sr25519' }).addFromUri('//Alice');

test.each([
  [0, '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'],
  [2, 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F'],
  [42, '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'],
])('default: format %i encodes //Alice as the keyring does, and decodes back', (format, address) => {
  expect(new Keyring({ type: 'sr25519', ss58Format: format }).encodeAddress(alice.publicKey)).toBe(address);
  expect(encodeSs58(alice.publicKey, format)).toBe(address);
  expect(decodeSs58(address)).toEqual({ publicKey: alice.publicKey, format });
});

test('behavior: a two-byte prefix (format 1284, Moonbeam-style ids above 63) round-trips like the keyring', () => {
  const address = new Keyring({ type: 'sr25519', ss58Format: 1284 }).encodeAddress(alice.publicKey);
  expect(encodeSs58(alice.publicKey, 1284)).toBe(address);
  expect(decodeSs58(address)).toEqual({ publicKey: alice.publicKey, format: 1284 });
});

test('error: a changed character (bad checksum), a short string or a non-string decode to null', () => {
  const address = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
  expect(decodeSs58(`${address.slice(0, -1)}6`)).toBeNull();
  expect(decodeSs58(address.slice(0, 30))).toBeNull();
  expect(decodeSs58('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
  expect(decodeSs58(42)).toBeNull();
});

test('default: the format of each chain the kit names, by CAIP-2 reference, and 42 for any other', () => {
  expect(ss58FormatOfReference(polkadot.id)).toBe(0);
  expect(ss58FormatOfReference(polkadotLocal.id)).toBe(0);
  expect(ss58FormatOfReference('b0a8d493285c2df73290dfb7e61f870f')).toBe(2);
  expect(ss58FormatOfReference('e143f23803ac50e8f6f8e62695d1ce9e')).toBe(42);
  expect(ss58FormatOfReference('toString')).toBe(42);
  expect(ss58FormatOfReference(undefined)).toBe(42);
});

test('error: a 70,000-character paste is refused at once, not decoded', () => {
  const started = performance.now();
  expect(decodeSs58('5'.repeat(70_000))).toBeNull();
  expect(performance.now() - started).toBeLessThan(500);
});
