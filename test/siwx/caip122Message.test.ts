import { parseSiwxMessage, siwxCaipNetworkId } from '../../src/core/siwx';
import { buildSiwxMessage } from '../../src/core/siwx/siwxText';
import { createDefaultSiwxMessage } from '../../src/plugins/siwx/createDefaultSiwxMessage';

// The CAIP-122 text of bip122, polkadot and cosmos: the kit's default message for each sandbox
// network, its exact text, and the parser giving the same fields back.

const NOW = Date.parse('2030-06-01T12:00:00Z');
const OPTIONS = { origin: 'https://app.example.com', now: NOW };

const ACCOUNTS = [
  ['bip122:0f9188f13cb7b2c71f2a335e3a4fc328', 'bcrt1qxv4y4ksg0stxyg8nnks9avcj0zk4v9lszuhq5p', 'Bitcoin'],
  [
    'polkadot:191219afcd16009e4aba0ef96f50ed16',
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
    'Polkadot',
  ],
  ['cosmos:portico-sandbox-1', 'cosmos1pkptre7fdkl6gfrzlesjjvhxhlc3r4gmmk8rs6', 'Cosmos'],
] as const;

describe.each(ACCOUNTS)('the default sign-in message on %s', (caipNetworkId, address, chainName) => {
  const data = createDefaultSiwxMessage({ caipNetworkId, address, nonce: 'n0nce1234' }, OPTIONS);

  test('default: CAIP-122 text with the family’s address as written and the CAIP-2 reference as chain id', () => {
    expect(buildSiwxMessage(data)).toBe(
      [
        `app.example.com wants you to sign in with your ${chainName} account:`,
        address,
        '',
        'Sign in with your wallet.',
        '',
        'URI: https://app.example.com',
        'Version: 1',
        `Chain ID: ${caipNetworkId.split(':')[1]}`,
        'Nonce: n0nce1234',
        'Issued At: 2030-06-01T12:00:00Z',
        'Expiration Time: 2030-06-02T12:00:00Z',
      ].join('\n'),
    );
  });

  test('behavior: the text parses back to the same fields and the same CAIP-2 network', () => {
    const parsed = parseSiwxMessage(buildSiwxMessage(data));
    expect(parsed).toEqual(data);
    expect(siwxCaipNetworkId(parsed)).toBe(caipNetworkId);
  });

  test('error: another family’s address or a chain id outside CAIP-2 is refused, naming the field', () => {
    expect(() =>
      buildSiwxMessage({ ...data, accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }),
    ).toThrow(
      expect.objectContaining({
        name: 'SiwxMessageError',
        data: { reason: 'badAddress', field: 'accountAddress' },
      }),
    );
    expect(() => buildSiwxMessage({ ...data, chainId: 'two words' } as typeof data)).toThrow(
      expect.objectContaining({ data: { reason: 'badChainId', field: 'chainId' } }),
    );
    const text = buildSiwxMessage(data);
    expect(() => parseSiwxMessage(text.replace('Nonce: n0nce1234\n', ''))).toThrow(
      expect.objectContaining({ data: { reason: 'missingField', field: 'nonce' } }),
    );
  });
});

test('error: a namespace with no sign-in text is refused when the message is built (unsupportedNamespace)', () => {
  const data = createDefaultSiwxMessage(
    {
      caipNetworkId: 'tezos:NetXdQprcVkpaWU',
      address: 'tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb',
      nonce: 'n0nce1234',
    },
    OPTIONS,
  );
  expect(() => buildSiwxMessage(data)).toThrow(
    expect.objectContaining({
      name: 'SiwxMessageError',
      data: { reason: 'unsupportedNamespace', field: 'header' },
    }),
  );
});
