import { decodeBase58, encodeBase58 } from '../../src/core/base58';
import { isAddressForNamespace, isSolanaAddress } from '../../src/core/validate';
import { loadVector } from '../vectors';

// solana_addresses.json, applied as its how_to_use says: isSolanaAddress is true for every "valid"
// entry and false for every "invalid"/"derived_invalid" entry. decoded_bytes is checked against our
// own base58 decoder as well.

interface SolanaCase {
  address: string;
  label?: string;
  why?: string;
  decoded_bytes: number | null;
}
interface SolanaVectors {
  valid: SolanaCase[];
  invalid: SolanaCase[];
  derived_invalid: SolanaCase[];
  counts: Record<string, number>;
}

const vectors = loadVector<SolanaVectors>('solana_addresses.json');
const named = (cases: SolanaCase[]) =>
  cases.map((c) => [`${JSON.stringify(c.address)} (${c.label ?? c.why ?? ''})`, c] as const);

test('default', () => {
  expect(vectors.valid).toHaveLength(vectors.counts.valid ?? -1);
  expect(vectors.invalid).toHaveLength(vectors.counts.invalid ?? -1);
  expect(vectors.derived_invalid).toHaveLength(vectors.counts.derived_invalid ?? -1);
});

test.each(named(vectors.valid))('behavior: valid %s', (_, c) => {
  expect(isSolanaAddress(c.address)).toBe(true);
  expect(isAddressForNamespace('solana', c.address)).toBe(true);
  const bytes = decodeBase58(c.address);
  expect(bytes?.length).toBe(c.decoded_bytes);
  expect(bytes && encodeBase58(bytes)).toBe(c.address);
});

test.each(named([...vectors.invalid, ...vectors.derived_invalid]))('error: invalid %s', (_, c) => {
  expect(isSolanaAddress(c.address)).toBe(false);
  expect(isAddressForNamespace('solana', c.address)).toBe(false);
  expect(decodeBase58(c.address)?.length ?? null).toBe(c.decoded_bytes);
});
