import { InvalidNameError, isValidName, normalizeName } from './ensName';

test('default', () => {
  expect(normalizeName('Vitalik.ETH')).toBe('vitalik.eth');
});

test('behavior: maps to the ENSIP-15 form', () => {
  expect(normalizeName("o'boyle.eth")).toBe('o\u2019boyle.eth');
  expect(normalizeName('\u00a9\ufe0f')).toBe('\u00a9');
  expect(normalizeName('')).toBe('');
});

test('behavior: isValidName is true for non-empty normalisable names', () => {
  expect(isValidName('alice.eth')).toBe(true);
  expect(isValidName('Alice.eth')).toBe(true);
  expect(isValidName('🦊.eth')).toBe(true);
  expect(isValidName('')).toBe(false);
  expect(isValidName('a..eth')).toBe(false);
  expect(isValidName(42)).toBe(false);
});

test.each(['a..eth', ' ', 'xn--ls8h', 'ali ce.eth'])('error: %j', (name) => {
  expect(() => normalizeName(name)).toThrow(InvalidNameError);
  expect(() => normalizeName(name)).toThrow(/^Invalid ENS name: /);
});

test('error: the message names the offending rule', () => {
  expect(() => normalizeName('a..eth')).toThrow('Invalid ENS name: Invalid label ""\u200e: empty label');
});
