import fc from 'fast-check';
import { encodeBase58 } from '../base58';
import { toChecksumAddress } from '../eip55';
import { buildSiweMessage } from './buildSiweMessage';
import { buildSiwsMessage } from './buildSiwsMessage';
import { parseSiweMessage } from './parseSiweMessage';
import { parseSiwsMessage } from './parseSiwsMessage';
import { bytesToHex } from './siwxBytes';
import type { SiweMessageFields, SiwsMessageFields } from './siwxMessage';
import { parseSiwxMessage } from './siwxText';

// A fixed seed keeps a failure reproducible in CI; fast-check prints the counterexample and its path.
const params = { seed: 14_001, numRuns: 300 };

const domain = fc.tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }));
const authority = domain.map(([host, port]) => (port === undefined ? host : `${host}:${port}`));
const oneLine = fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }).filter((s) => !/[\r\n]/.test(s));
const nonce = fc.stringMatching(/^[A-Za-z0-9]{8,24}$/);
const time = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2999-12-31T23:59:59Z'), noInvalidDate: true })
  .chain((d) =>
    fc.constantFrom(
      d.toISOString(),
      d.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      d.toISOString().replace(/\.\d{3}Z$/, '+02:00'),
    ),
  );
const requestId = fc.stringMatching(/^[A-Za-z0-9\-._~:@]{0,24}$/);
const resources = fc.array(fc.webUrl({ withQueryParameters: true, withFragments: true }), { maxLength: 3 });
const scheme = fc.constantFrom('https', 'http');
const evmAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => toChecksumAddress(bytesToHex(b)));
const solanaAddress = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(encodeBase58);

const siweFields: fc.Arbitrary<SiweMessageFields> = fc.record(
  {
    scheme,
    domain: authority,
    accountAddress: evmAddress,
    statement: oneLine,
    uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
    version: fc.constant('1' as const),
    chainId: fc.maxSafeNat(),
    nonce,
    issuedAt: time,
    expirationTime: time,
    notBefore: time,
    requestId,
    resources,
  },
  { requiredKeys: ['domain', 'accountAddress', 'uri', 'version', 'chainId', 'nonce', 'issuedAt'] },
);

const siwsFields: fc.Arbitrary<SiwsMessageFields> = fc.record(
  {
    scheme,
    domain: authority,
    accountAddress: solanaAddress,
    statement: oneLine,
    uri: fc.webUrl(),
    version: fc.constant('1' as const),
    chainId: fc.constantFrom('mainnet', 'devnet', 'testnet', 'localnet', 'solana:mainnet', '1'),
    nonce,
    issuedAt: time,
    expirationTime: time,
    notBefore: time,
    requestId,
    resources,
  },
  { requiredKeys: ['domain', 'accountAddress'] },
);

test('behavior: parse(buildSiweMessage(fields)) gives the fields back', () => {
  fc.assert(
    fc.property(siweFields, (fields) => {
      const text = buildSiweMessage(fields);
      expect(parseSiweMessage(text)).toEqual(fields);
      expect(parseSiwxMessage(text)).toEqual({ namespace: 'eip155', ...fields });
    }),
    params,
  );
});

test('behavior: parse(buildSiwsMessage(fields)) gives the fields back', () => {
  fc.assert(
    fc.property(siwsFields, (fields) => {
      const text = buildSiwsMessage(fields);
      expect(parseSiwsMessage(text)).toEqual(fields);
      expect(parseSiwxMessage(text)).toEqual({ namespace: 'solana', ...fields });
    }),
    params,
  );
});

test('behavior: build(parse(text)) is the text for every built message', () => {
  fc.assert(
    fc.property(siweFields, siwsFields, (siwe, siws) => {
      const siweText = buildSiweMessage(siwe);
      const siwsText = buildSiwsMessage(siws);
      expect(buildSiweMessage(parseSiweMessage(siweText))).toBe(siweText);
      expect(buildSiwsMessage(parseSiwsMessage(siwsText))).toBe(siwsText);
    }),
    params,
  );
});

test('behavior: any text either parses or is refused with a typed reason, never a crash', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 200 }), (text) => {
      try {
        parseSiwxMessage(text);
      } catch (error) {
        expect(error).toMatchObject({ name: 'SiwxMessageError', data: { reason: expect.any(String) } });
      }
    }),
    params,
  );
});
