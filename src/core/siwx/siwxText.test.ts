import { buildSiwsMessage } from './buildSiwsMessage';
import { parseSiwsMessage } from './parseSiwsMessage';
import { parseRfc3339 } from './siwxFieldRules';
import { type SiwxMessage, siwxCaipNetworkId } from './siwxMessage';
import { buildSiwxMessage, parseSiwxMessage } from './siwxText';

const siwe: SiwxMessage = {
  namespace: 'eip155',
  scheme: 'https',
  domain: 'example.com',
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  uri: 'https://example.com/login',
  version: '1',
  chainId: 137,
  nonce: 'abcdEFGH1234',
  issuedAt: '2030-01-01T00:00:00Z',
  requestId: 'req-1',
  resources: [],
};
const refusal = (reason: string, field: string) =>
  expect.objectContaining({ name: 'SiwxMessageError', data: { reason, field } });

test('default', () => {
  const text = buildSiwxMessage(siwe);
  expect(text).toBe(
    [
      'https://example.com wants you to sign in with your Ethereum account:',
      '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
      '',
      '',
      'URI: https://example.com/login',
      'Version: 1',
      'Chain ID: 137',
      'Nonce: abcdEFGH1234',
      'Issued At: 2030-01-01T00:00:00Z',
      'Request ID: req-1',
      'Resources:',
    ].join('\n'),
  );
  expect(parseSiwxMessage(text)).toEqual(siwe);
  expect(siwxCaipNetworkId(siwe)).toBe('eip155:137');
});

test('behavior: the namespace is read from the first line', () => {
  const siws = buildSiwsMessage({
    domain: 'example.com',
    accountAddress: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
  });
  expect(parseSiwxMessage(siws)).toMatchObject({ namespace: 'solana', domain: 'example.com' });
  expect(
    siwxCaipNetworkId({ namespace: 'solana', domain: 'a', accountAddress: 'b', chainId: 'devnet' }),
  ).toBe('solana:devnet');
  // Bitcoin, Polkadot and Cosmos are read since issue 27 (test/siwx/caip122Message.test.ts); Tezos is not.
  expect(() => parseSiwxMessage('example.com wants you to sign in with your Tezos account:\ntz1')).toThrow(
    refusal('unsupportedNamespace', 'header'),
  );
});

test('error: statements that could not be read back are refused when building', () => {
  expect(() => buildSiwxMessage({ ...siwe, statement: '' })).toThrow(refusal('badStatement', 'statement'));
  expect(() => buildSiwxMessage({ ...siwe, statement: 'two\nlines' })).toThrow(
    refusal('badStatement', 'statement'),
  );
  expect(() =>
    buildSiwsMessage({
      domain: 'example.com',
      accountAddress: 'A',
      statement: 'Hello\nURI: https://x.example',
    }),
  ).toThrow(refusal('badStatement', 'statement'));
});

test('error: SIWS fields out of their order are refused', () => {
  const text =
    'example.com wants you to sign in with your Solana account:\nA\n\nNonce: abcdEFGH1234\nURI: https://x.example';
  expect(() => parseSiwsMessage(text)).toThrow(refusal('fieldOutOfOrder', 'uri'));
});

test('behavior: RFC 3339 times are read with their offset and checked against the calendar', () => {
  expect(parseRfc3339('2021-09-30T16:25:24-02:00')).toBe(Date.parse('2021-09-30T18:25:24Z'));
  expect(parseRfc3339('2021-09-30T16:25:24.5Z')).toBe(Date.parse('2021-09-30T16:25:24.500Z'));
  expect(parseRfc3339('2024-02-29T00:00:00Z')).toBe(Date.parse('2024-02-29T00:00:00Z'));
  for (const bad of [
    '2023-02-29T00:00:00Z',
    '2022-02-31T17:09:38.578Z',
    '2022-13-01T00:00:00Z',
    '2022-01-01T24:00:00Z',
    '2022-01-01 00:00:00Z',
    '2022-01-01T00:00:00',
  ]) {
    expect(parseRfc3339(bad)).toBeNull();
  }
});
