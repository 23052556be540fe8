import { isValidChecksumAddress, toChecksumAddress } from '../../src/core/eip55';
import { isAddressForNamespace, isEvmAddress } from '../../src/core/validate';
import { loadVector } from '../vectors';

// evm_eip55.json, applied as its how_to_use says: checksum(lowercase) equals "checksummed" for every
// valid entry, isValidChecksum(address) equals the flag, and the format check accepts every
// valid/bad_checksum/derived_bad_checksum entry and rejects format_invalid.

interface ChecksumCase {
  address: string;
  label?: string;
  why?: string;
  lowercase?: string;
  checksummed: string;
  isValidChecksum: boolean;
}
interface FormatCase {
  address: string;
  why: string;
  isValidAddressFormat: boolean;
}
interface Eip55Vectors {
  valid_checksummed: ChecksumCase[];
  bad_checksum: ChecksumCase[];
  derived_bad_checksum: ChecksumCase[];
  format_invalid: FormatCase[];
  appkit_isAddress: { cases: { address: string; chain: string | null; expect: boolean }[] };
  counts: Record<string, number>;
}

const vectors = loadVector<Eip55Vectors>('evm_eip55.json');
const named = <T extends { address: string }>(cases: T[], label: (c: T) => string | undefined) =>
  cases.map((c) => [`${c.address} (${label(c) ?? ''})`, c] as const);

// The vector calls an unprefixed address an invalid format; SPEC §5 allows typing one ("optional 0x").
// Both hold: the account check rejects it, the typed-input check accepts it (see docs/core.md).
const SPEC_TYPED_INPUT = new Set(['2f015c60e0be116b1f0cd534704db9c92118fb6a']);

test('default', () => {
  expect(vectors.valid_checksummed).toHaveLength(vectors.counts.valid ?? -1);
  expect(vectors.bad_checksum).toHaveLength(vectors.counts.bad_checksum ?? -1);
  expect(vectors.derived_bad_checksum).toHaveLength(vectors.counts.derived_bad_checksum ?? -1);
  expect(vectors.format_invalid).toHaveLength(vectors.counts.format_invalid ?? -1);
  expect(vectors.appkit_isAddress.cases).toHaveLength(vectors.counts.appkit_isAddress ?? -1);
});

test.each(named(vectors.valid_checksummed, (c) => c.label))('behavior: valid_checksummed %s', (_, c) => {
  expect(toChecksumAddress(c.lowercase ?? '')).toBe(c.checksummed);
  expect(isValidChecksumAddress(c.address)).toBe(c.isValidChecksum);
  expect(isEvmAddress(c.address)).toBe(true);
  expect(isAddressForNamespace('eip155', c.address)).toBe(true);
});

test.each(named(vectors.bad_checksum, (c) => c.why))('behavior: bad_checksum %s', (_, c) => {
  expect(isValidChecksumAddress(c.address)).toBe(c.isValidChecksum);
  expect(toChecksumAddress(c.address)).toBe(c.checksummed);
  expect(isEvmAddress(c.address)).toBe(true);
  // Single-case input carries no checksum: accepted as legacy input (eip155 CAIP-10 profile).
  expect(isAddressForNamespace('eip155', c.address)).toBe(true);
});

test.each(named(vectors.derived_bad_checksum, (c) => c.why))('behavior: derived_bad_checksum %s', (_, c) => {
  expect(isValidChecksumAddress(c.address)).toBe(c.isValidChecksum);
  expect(toChecksumAddress(c.address)).toBe(c.checksummed);
  expect(isEvmAddress(c.address)).toBe(true);
  // Mixed case claims a checksum, and this one is wrong: a likely typo, so the namespace check refuses.
  expect(isAddressForNamespace('eip155', c.address)).toBe(false);
});

test.each(named(vectors.format_invalid, (c) => c.why))('error: format_invalid %s', (_, c) => {
  // The account-address check (what wallets and the API must send) rejects every format_invalid case.
  expect(isAddressForNamespace('eip155', c.address)).toBe(false);
  expect(isValidChecksumAddress(c.address)).toBe(false);
  if (SPEC_TYPED_INPUT.has(c.address)) {
    // SPEC §5 lets a person type the address without 0x; the kit adds the prefix before any use.
    expect(isEvmAddress(c.address)).toBe(true);
    expect(isAddressForNamespace('eip155', `0x${c.address}`)).toBe(true);
  } else {
    expect(isEvmAddress(c.address)).toBe(c.isValidAddressFormat);
    expect(() => toChecksumAddress(c.address)).toThrow(`Invalid EVM address: ${c.address}`);
  }
});

test.each(
  vectors.appkit_isAddress.cases.map((c) => [`${c.address} on ${c.chain ?? 'default chain'}`, c] as const),
)('behavior: appkit_isAddress %s', (_, c) => {
  expect(isAddressForNamespace(c.chain ?? 'eip155', c.address)).toBe(c.expect);
});
