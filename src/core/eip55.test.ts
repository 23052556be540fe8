import { InvalidEvmAddressError, isValidChecksumAddress, toChecksumAddress } from './eip55';

// EIP-55's own examples.
const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

test('default', () => {
  expect(toChecksumAddress(CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED);
  expect(isValidChecksumAddress(CHECKSUMMED)).toBe(true);
});

test('behavior: accepts any case and a missing 0x, always returns 0x', () => {
  expect(toChecksumAddress(CHECKSUMMED.toUpperCase().replace('0X', '0x'))).toBe(CHECKSUMMED);
  expect(toChecksumAddress(CHECKSUMMED.slice(2).toLowerCase())).toBe(CHECKSUMMED);
});

test('behavior: a wrong-case letter or a lowercase form with letters to raise is not a valid checksum', () => {
  expect(isValidChecksumAddress('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  expect(isValidChecksumAddress(CHECKSUMMED.toLowerCase())).toBe(false);
  expect(isValidChecksumAddress(CHECKSUMMED.slice(2))).toBe(false);
});

test('behavior: all-caps and all-lower addresses are valid when that is their checksum form', () => {
  expect(isValidChecksumAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
  expect(isValidChecksumAddress('0xde709f2102306220921060314715629080e2fb77')).toBe(true);
});

test.each([
  '0x0',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeZ',
  '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '',
])('error: %j', (value) => {
  expect(() => toChecksumAddress(value)).toThrow(InvalidEvmAddressError);
  expect(() => toChecksumAddress(value)).toThrow(`Invalid EVM address: ${value}`);
  expect(isValidChecksumAddress(value)).toBe(false);
});
