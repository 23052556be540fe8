import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaip2,
  isCaip10,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from '../../src/core/caip';
import { isValidChecksumAddress } from '../../src/core/eip55';
import { isChainNamespace } from '../../src/core/namespaces';
import { isAddressForNamespace } from '../../src/core/validate';
import { loadVector } from '../vectors';

// caip_ids.json, applied as its how_to_use says: valid entries are accepted by the CAIP-2/CAIP-10
// validator and parse to "parsed" (split on the first one or two ':'); invalid entries are rejected.

interface Caip2Parsed {
  namespace: string;
  reference: string;
}
interface Caip10Parsed extends Caip2Parsed {
  chain_id: string;
  account_address: string;
}
interface ValidCase<P> {
  value: string;
  label: string;
  parsed: P;
}
interface InvalidCase {
  value: string;
  violates: string;
}
interface ProfileCase {
  value: string;
  label: string;
  kind: 'caip2' | 'caip10';
  expect_valid?: boolean;
  expect_valid_generic_caip10_syntax?: boolean;
  expect_valid_eip155_profile_strict_eip55?: boolean;
  parsed: Caip2Parsed | Caip10Parsed;
}
interface LibraryCase {
  op?: string;
  input: unknown;
  expect?: unknown;
  expect_error?: string;
}
interface CaipVectors {
  caip2_valid: ValidCase<Caip2Parsed>[];
  caip10_valid: ValidCase<Caip10Parsed>[];
  caip2_invalid: InvalidCase[];
  caip10_invalid: InvalidCase[];
  namespace_profiles: ProfileCase[];
  library_behaviour: { library: string; cases: LibraryCase[] }[];
  counts: Record<string, number>;
}

const vectors = loadVector<CaipVectors>('caip_ids.json');
const named = <T extends { value: string }>(cases: T[], label: (c: T) => string) =>
  cases.map((c) => [`${c.value} (${label(c)})`, c] as const);
const toParts = (parsed: Caip10Parsed) => ({
  namespace: parsed.namespace,
  reference: parsed.reference,
  chainId: parsed.chain_id,
  address: parsed.account_address,
});
const library = (name: string) => vectors.library_behaviour.find((entry) => entry.library.startsWith(name));

test('default', () => {
  expect(vectors.caip2_valid).toHaveLength(vectors.counts.caip2_valid ?? -1);
  expect(vectors.caip10_valid).toHaveLength(vectors.counts.caip10_valid ?? -1);
  expect(vectors.caip2_invalid).toHaveLength(vectors.counts.caip2_invalid ?? -1);
  expect(vectors.caip10_invalid).toHaveLength(vectors.counts.caip10_invalid ?? -1);
  expect(vectors.namespace_profiles).toHaveLength(vectors.counts.namespace_profiles ?? -1);
});

describe('caip2_valid', () => {
  test.each(named(vectors.caip2_valid, (c) => c.label))('behavior: accepts and parses %s', (_, c) => {
    expect(isCaip2(c.value)).toBe(true);
    expect(parseCaipNetworkId(c.value)).toEqual(c.parsed);
    expect(formatCaipNetworkId(c.parsed.namespace, c.parsed.reference)).toBe(c.value);
    expect(isCaipNetworkId(c.value)).toBe(isChainNamespace(c.parsed.namespace));
  });
});

describe('caip10_valid', () => {
  test.each(named(vectors.caip10_valid, (c) => c.label))('behavior: accepts and parses %s', (_, c) => {
    expect(isCaip10(c.value)).toBe(true);
    expect(parseCaipAddress(c.value)).toEqual(toParts(c.parsed));
    expect(formatCaipAddress(c.parsed.chain_id, c.parsed.account_address)).toBe(c.value);
    expect(isCaipAddress(c.value)).toBe(isChainNamespace(c.parsed.namespace));
  });
});

describe('caip2_invalid', () => {
  test.each(named(vectors.caip2_invalid, (c) => c.violates))('error: rejects %s', (_, c) => {
    expect(isCaip2(c.value)).toBe(false);
    expect(isCaipNetworkId(c.value)).toBe(false);
    expect(() => parseCaipNetworkId(c.value)).toThrow(`Invalid CAIP-2 network id: ${c.value}`);
  });
});

describe('caip10_invalid', () => {
  test.each(named(vectors.caip10_invalid, (c) => c.violates))('error: rejects %s', (_, c) => {
    expect(isCaip10(c.value)).toBe(false);
    expect(() => parseCaipAddress(c.value)).toThrow(`Invalid CAIP-10 address: ${c.value}`);
  });
});

describe('namespace_profiles', () => {
  test.each(named(vectors.namespace_profiles, (c) => `${c.kind}, ${c.label}`))(
    'behavior: generic grammar and kit namespace rules on %s',
    (_, c) => {
      if (c.kind === 'caip2') {
        expect(isCaip2(c.value)).toBe(c.expect_valid);
        expect(parseCaipNetworkId(c.value)).toEqual(c.parsed);
        expect(isCaipNetworkId(c.value)).toBe(c.expect_valid);
        return;
      }
      const parsed = c.parsed as Caip10Parsed;
      expect(isCaip10(c.value)).toBe(c.expect_valid ?? c.expect_valid_generic_caip10_syntax);
      expect(parseCaipAddress(c.value)).toEqual(toParts(parsed));
      expect(isCaipAddress(c.value)).toBe(true);
      // The kit's own per-namespace check accepts every profile address, legacy lowercase included.
      expect(isAddressForNamespace(parsed.namespace, parsed.account_address)).toBe(true);
      if (c.expect_valid_eip155_profile_strict_eip55 !== undefined) {
        expect(isValidChecksumAddress(parsed.account_address)).toBe(
          c.expect_valid_eip155_profile_strict_eip55,
        );
      }
    },
  );
});

// library_behaviour cases that map onto this module's API. NetworkUtil (caipNetworkIdToNumber,
// parseEvmChainId) is not part of src/core/caip and is not applied here.
describe('library_behaviour', () => {
  const caipJs = library('caip (npm)')?.cases ?? [];
  const parseUtil = library('Reown AppKit @reown/appkit-common ParseUtil')?.cases ?? [];
  const isCaipAddressCases = library('Reown AppKit CoreHelperUtil.isCaipAddress')?.cases ?? [];

  test('default', () => {
    expect([caipJs.length, parseUtil.length, isCaipAddressCases.length]).toEqual([5, 8, 9]);
  });

  test.each(caipJs.map((c) => [`${c.op} ${JSON.stringify(c.input)}`, c] as const))(
    'behavior: caip-js %s',
    (_, c) => {
      switch (c.op) {
        case 'ChainId.parse':
          expect(parseCaipNetworkId(c.input as string)).toEqual(c.expect);
          break;
        case 'ChainId.format': {
          const input = c.input as Caip2Parsed;
          expect(formatCaipNetworkId(input.namespace, input.reference)).toBe(c.expect);
          break;
        }
        case 'AccountId.parse': {
          const expected = c.expect as { chainId: Caip2Parsed; address: string };
          const parsed = parseCaipAddress(c.input as string);
          expect({ namespace: parsed.namespace, reference: parsed.reference }).toEqual(expected.chainId);
          expect(parsed.address).toBe(expected.address);
          break;
        }
        case 'AccountId.format': {
          const input = c.input as { chainId: string; address: string };
          expect(formatCaipAddress(input.chainId, input.address)).toBe(c.expect);
          break;
        }
        default: {
          // JSON round-trip: parse, serialise, rebuild; the string and the parts survive.
          const parsed = parseCaipAddress(c.input as string);
          const copy = JSON.parse(JSON.stringify(parsed)) as typeof parsed;
          expect(copy).toEqual(parsed);
          expect(formatCaipAddress(copy.chainId, copy.address)).toBe(c.input);
        }
      }
    },
  );

  test.each(parseUtil.map((c) => [`${c.op} ${JSON.stringify(c.input)}`, c] as const))(
    'behavior: AppKit ParseUtil %s',
    (_, c) => {
      const parse = c.op === 'parseCaipAddress' ? parseCaipAddress : parseCaipNetworkId;
      if (c.expect_error !== undefined) {
        expect(() => parse(c.input as string)).toThrow(`${c.expect_error}: ${c.input}`);
        return;
      }
      const expected = c.expect as { chainNamespace: string; chainId: string; address?: string };
      const parsed = parse(c.input as string);
      expect(parsed.namespace).toBe(expected.chainNamespace);
      expect(parsed.reference).toBe(expected.chainId);
      if (expected.address !== undefined) expect(parsed).toHaveProperty('address', expected.address);
    },
  );

  // These rows agree with SPEC §5 ("three non-empty parts with a known namespace first").
  test.each(isCaipAddressCases.map((c) => [JSON.stringify(c.input), c] as const))(
    'behavior: AppKit isCaipAddress %s',
    (_, c) => {
      expect(isCaipAddress(c.input)).toBe(c.expect);
    },
  );
});
