import { encodeBase58 } from './base58';
import {
  isAccountName,
  isAddressForNamespace,
  isEmail,
  isEvmAddress,
  isOriginAllowed,
  isSameAddress,
  isSignedMessage,
  isSolanaAddress,
  isSolanaSignature,
  isTransactionHash,
} from './validate';

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const SOLANA = '2VqKhjZ766ZN3uBtBpb7Ls3cN4HrocP1rzxzekhVEgpU';

describe('isEvmAddress', () => {
  test('default', () => {
    expect(isEvmAddress(EVM)).toBe(true);
  });

  test('behavior: SPEC optional 0x, any case, all-lowercase accepted', () => {
    expect(isEvmAddress(EVM.slice(2))).toBe(true);
    expect(isEvmAddress(EVM.toLowerCase())).toBe(true);
    expect(isEvmAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
  });

  test.each(['0x0', `${EVM}0`, EVM.slice(0, -1), `0X${EVM.slice(2)}`, `${EVM.slice(0, -1)}g`, ` ${EVM}`, 42])(
    'error: %j',
    (value) => {
      expect(isEvmAddress(value)).toBe(false);
    },
  );
});

describe('isSolanaAddress', () => {
  test('default', () => {
    expect(isSolanaAddress(SOLANA)).toBe(true);
  });

  test('behavior: base58 of the right length that is not 32 bytes is refused', () => {
    // 32 base58 characters but only 23 bytes: a chain reference, not an account.
    expect(isSolanaAddress('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(false);
    expect(isSolanaAddress('1'.repeat(32))).toBe(true);
  });

  test.each([SOLANA.slice(0, 31), `${SOLANA}1`, EVM, `${SOLANA.slice(0, -1)}0`, null])(
    'error: %j',
    (value) => {
      expect(isSolanaAddress(value)).toBe(false);
    },
  );
});

describe('isAddressForNamespace', () => {
  test('default', () => {
    expect(isAddressForNamespace('eip155', EVM)).toBe(true);
    expect(isAddressForNamespace('solana', SOLANA)).toBe(true);
  });

  test('behavior: eip155 accepts single-case input but refuses a broken checksum', () => {
    expect(isAddressForNamespace('eip155', EVM.toLowerCase())).toBe(true);
    expect(isAddressForNamespace('eip155', `0x${EVM.slice(2).toUpperCase()}`)).toBe(true);
    expect(isAddressForNamespace('eip155', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isAddressForNamespace('eip155', SOLANA)).toBe(false);
  });

  test('behavior: polkadot SS58 with 1- and 2-byte network prefixes', () => {
    expect(isAddressForNamespace('polkadot', '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5')).toBe(true);
    expect(isAddressForNamespace('polkadot', 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F')).toBe(true);
    expect(isAddressForNamespace('polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true);
    expect(isAddressForNamespace('polkadot', 'cTGShekJ1L1UKFZR9xmv9UTJod7vqjFAPo4sDhXih2c3y1yLS')).toBe(true);
    expect(isAddressForNamespace('polkadot', SOLANA)).toBe(false);
    expect(isAddressForNamespace('polkadot', EVM)).toBe(false);
  });

  test('behavior: bip122 legacy, P2SH, segwit and taproot of any coin prefix', () => {
    for (const address of [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ',
      'bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e',
      'ltc1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0',
    ]) {
      expect(isAddressForNamespace('bip122', address)).toBe(true);
    }
    expect(isAddressForNamespace('bip122', 'bc1Qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false);
    expect(isAddressForNamespace('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb')).toBe(false);
    expect(isAddressForNamespace('bip122', EVM)).toBe(false);
    expect(isAddressForNamespace('bip122', SOLANA)).toBe(false);
  });

  test('behavior: cosmos bech32 with a letters-only prefix', () => {
    expect(isAddressForNamespace('cosmos', 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).toBe(true);
    expect(isAddressForNamespace('cosmos', 'osmo1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).toBe(true);
    expect(isAddressForNamespace('cosmos', 'cosmos1t2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdcb')).toBe(false);
    expect(isAddressForNamespace('cosmos', 'cosmost2uflqwqe0fsj0shcfkrvpukewcw40yjj6hdc0')).toBe(false);
    expect(isAddressForNamespace('cosmos', EVM)).toBe(false);
  });

  test('error: unknown namespace or non-string address', () => {
    expect(isAddressForNamespace('starknet', EVM)).toBe(false);
    expect(isAddressForNamespace('eip155', undefined)).toBe(false);
  });
});

describe('isTransactionHash and isSignedMessage', () => {
  test('default', () => {
    expect(isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true);
    expect(isSignedMessage(`0x${'ab'.repeat(31)}`)).toBe(true);
  });

  test('behavior: signed message is 62 hex digits or more', () => {
    expect(isSignedMessage(`0x${'a'.repeat(130)}`)).toBe(true);
    expect(isSignedMessage(`0x${'a'.repeat(61)}`)).toBe(false);
  });

  test('error: wrong length, prefix or digits', () => {
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false);
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false);
    expect(isTransactionHash('a'.repeat(64))).toBe(false);
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false);
    expect(isSignedMessage('a'.repeat(64))).toBe(false);
    expect(isSignedMessage(`0x${'z'.repeat(64)}`)).toBe(false);
  });
});

describe('isSolanaSignature', () => {
  test('default: base58 of 64 bytes', () => {
    expect(isSolanaSignature(encodeBase58(new Uint8Array(64).fill(7)))).toBe(true);
    expect(isSolanaSignature(encodeBase58(new Uint8Array(64).fill(255)))).toBe(true);
  });

  test('error: another length, not base58, an address, an EVM hash, not a string', () => {
    expect(isSolanaSignature(encodeBase58(new Uint8Array(63).fill(7)))).toBe(false);
    expect(isSolanaSignature(encodeBase58(new Uint8Array(65).fill(255)))).toBe(false);
    expect(isSolanaSignature(`${encodeBase58(new Uint8Array(64).fill(7)).slice(1)}0`)).toBe(false);
    expect(isSolanaSignature(SOLANA)).toBe(false);
    expect(isSolanaSignature(`0x${'ab'.repeat(32)}`)).toBe(false);
    expect(isSolanaSignature(undefined)).toBe(false);
  });
});

describe('isAccountName', () => {
  test('default', () => {
    expect(isAccountName('alice')).toBe(true);
  });

  test('behavior: letters, digits and hyphen, from 4 characters', () => {
    expect(isAccountName('abcd')).toBe(true);
    expect(isAccountName('my-name-2')).toBe(true);
    expect(isAccountName('ABC1')).toBe(true);
  });

  test.each(['abc', 'alice.eth', 'al ice', 'al_ice', 'ålice', '', 1234])('error: %j', (value) => {
    expect(isAccountName(value)).toBe(false);
  });
});

describe('isEmail', () => {
  test('default', () => {
    expect(isEmail('alice@example.com')).toBe(true);
  });

  test('behavior: common real-world forms', () => {
    expect(isEmail('first.last+tag@mail.example.co.uk')).toBe(true);
    expect(isEmail("o'brien@example.org")).toBe(true);
    expect(isEmail('a@xn--bcher-kva.xn--p1ai')).toBe(true);
  });

  test.each([
    'alice',
    'alice@',
    '@example.com',
    'alice@example',
    'ali ce@example.com',
    'alice@exa mple.com',
    'alice@@example.com',
    '.alice@example.com',
    'al..ice@example.com',
    'alice@-example.com',
    'alice@example.c',
    'alice@example.123',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
    undefined,
  ])('error: %j', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('isOriginAllowed', () => {
  test('default', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true);
  });

  test('behavior: wildcard matches subdomains, not the apex nor look-alikes', () => {
    const list = ['https://*.example.com'];
    expect(isOriginAllowed('https://app.example.com', list)).toBe(true);
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(true);
    expect(isOriginAllowed('https://example.com', list)).toBe(false);
    expect(isOriginAllowed('https://evil-example.com', list)).toBe(false);
    expect(isOriginAllowed('https://example.com.evil.io', list)).toBe(false);
  });

  test('behavior: "*" alone matches everything', () => {
    expect(isOriginAllowed('http://localhost:3000', ['*'])).toBe(true);
    expect(isOriginAllowed('null', ['*'])).toBe(true);
  });

  test('behavior: scheme and port must match; host case and default ports do not matter', () => {
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false);
    expect(isOriginAllowed('https://app.example.com:8443', ['https://*.example.com'])).toBe(false);
    expect(isOriginAllowed('https://app.example.com:8443', ['https://*.example.com:8443'])).toBe(true);
    expect(isOriginAllowed('http://localhost:3000', ['http://localhost:3001'])).toBe(false);
    expect(isOriginAllowed('https://APP.Example.com', ['https://app.example.COM'])).toBe(true);
    expect(isOriginAllowed('https://app.example.com:443', ['https://app.example.com/'])).toBe(true);
    expect(isOriginAllowed('https://x.EXAMPLE.com', ['https://*.example.com'])).toBe(true);
  });

  test('error: empty list, malformed entries and non-origins never match', () => {
    expect(isOriginAllowed('https://app.example.com', [])).toBe(false);
    expect(isOriginAllowed('https://app.example.com', ['app.example.com', '*.example.com', 'https://'])).toBe(
      false,
    );
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com/path'])).toBe(false);
    expect(isOriginAllowed('https://app.example.com/path', ['https://app.example.com'])).toBe(false);
    expect(isOriginAllowed('not an origin', ['https://app.example.com'])).toBe(false);
    expect(isOriginAllowed('null', ['https://*.example.com'])).toBe(false);
  });
});

describe('isSameAddress', () => {
  test('default', () => {
    expect(isSameAddress(EVM, EVM.toLowerCase())).toBe(true);
  });

  test('behavior: different addresses differ', () => {
    expect(isSameAddress(EVM, `${EVM.slice(0, -1)}e`)).toBe(false);
  });

  test('error: missing or empty values are never the same', () => {
    expect(isSameAddress(undefined, undefined)).toBe(false);
    expect(isSameAddress('', '')).toBe(false);
    expect(isSameAddress(EVM, null)).toBe(false);
  });
});
