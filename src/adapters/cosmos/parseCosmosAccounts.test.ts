import { rawSecp256k1PubkeyToRawAddress } from '@cosmjs/amino';
import { Secp256k1 } from '@cosmjs/crypto';
import { toBase64, toBech32 } from '@cosmjs/encoding';
import { parseCosmosAccounts } from './parseCosmosAccounts';

// Accounts a wallet reports are taken only when the key is the address's own (real secp256k1 keys).

async function keyOf(seed: number) {
  const { pubkey } = await Secp256k1.makeKeypair(new Uint8Array(32).fill(seed));
  const compressed = Secp256k1.compressPubkey(pubkey);
  return { pubkey: toBase64(compressed), raw: rawSecp256k1PubkeyToRawAddress(compressed) };
}

test('default: an account whose key hashes to its address is taken, on any bech32 prefix', async () => {
  const key = await keyOf(3);
  const address = toBech32('osmo', key.raw);
  expect(parseCosmosAccounts([{ algo: 'secp256k1', address, pubkey: key.pubkey }], 'm')).toEqual([
    { algo: 'secp256k1', address, pubkey: key.pubkey },
  ]);
  expect(parseCosmosAccounts([], 'm', true)).toEqual([]);
});

test('error: another key, a bad checksum, an upper-case address, another algo, or no list: No ActiveCaipAddress found', async () => {
  const [mine, other] = [await keyOf(3), await keyOf(4)];
  const address = toBech32('cosmos', mine.raw);
  const typo = `${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`;
  for (const answer of [
    [{ algo: 'secp256k1', address, pubkey: other.pubkey }],
    [{ algo: 'secp256k1', address: typo, pubkey: mine.pubkey }],
    [{ algo: 'secp256k1', address: address.toUpperCase(), pubkey: mine.pubkey }],
    [{ algo: 'ethsecp256k1', address, pubkey: mine.pubkey }],
    [address],
    [],
    'cosmos1',
  ]) {
    expect(() => parseCosmosAccounts(answer, 'm')).toThrow('No ActiveCaipAddress found');
  }
});
