import {
  assertCaipAddress,
  formatCaipAddress,
  formatCaipNetworkId,
  getAddressFromCaip,
  getCaipNetworkIdFromCaipAddress,
  getNamespace,
  isCaip2,
  isCaip10,
  isCaipAddress,
  isCaipNetworkId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip';
import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from './errors/caipErrors';

const ADDRESS = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb';

describe('parseCaipNetworkId', () => {
  test('default', () => {
    expect(parseCaipNetworkId('eip155:1')).toEqual({ namespace: 'eip155', reference: '1' });
  });

  test('behavior: parses any namespace the grammar allows', () => {
    expect(parseCaipNetworkId('starknet:SN_GOERLI')).toEqual({
      namespace: 'starknet',
      reference: 'SN_GOERLI',
    });
  });

  test.each(['eip155', 'eip155:', ':1', 'eip155:1:0xab', 'EIP155:1', ''])('error: %j', (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaip2NetworkIdError);
    expect(() => parseCaipNetworkId(value)).toThrow(`Invalid CAIP-2 network id: ${value}`);
  });
});

describe('parseCaipAddress', () => {
  test('default', () => {
    expect(parseCaipAddress(`eip155:1:${ADDRESS}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      chainId: 'eip155:1',
      address: ADDRESS,
    });
  });

  test('behavior: keeps ".", "-" and "%" in the address', () => {
    expect(parseCaipAddress('hedera:mainnet:0.0.1234567890-zbhlt').address).toBe('0.0.1234567890-zbhlt');
  });

  test.each(['eip155:1', 'eip155:1:', `eip155::${ADDRESS}`, `eip155:1:${ADDRESS}:extra`, 'eip155:1:a b'])(
    'error: %j',
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow(InvalidCaip10AddressError);
      expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP-10 address: ${value}`);
    },
  );
});

describe('formatCaipNetworkId and formatCaipAddress', () => {
  test('default', () => {
    expect(formatCaipNetworkId('eip155', 1)).toBe('eip155:1');
    expect(formatCaipAddress('eip155:1', ADDRESS)).toBe(`eip155:1:${ADDRESS}`);
  });

  test('behavior: round-trips with the parsers', () => {
    const { chainId, address } = parseCaipAddress(
      formatCaipAddress(formatCaipNetworkId('solana', 'abc'), 'Xyz'),
    );
    expect([chainId, address]).toEqual(['solana:abc', 'Xyz']);
  });

  test('error: refuses to build an invalid id', () => {
    expect(() => formatCaipNetworkId('eip155', '')).toThrow('Invalid CAIP-2 network id: eip155:');
    expect(() => formatCaipNetworkId('E', '1')).toThrow('Invalid CAIP-2 network id: E:1');
    expect(() => formatCaipAddress('eip155:1', 'a/b')).toThrow('Invalid CAIP-10 address: eip155:1:a/b');
    expect(() => formatCaipAddress('eip155', ADDRESS)).toThrow(`Invalid CAIP-10 address: eip155:${ADDRESS}`);
  });
});

describe('isCaip2 and isCaip10', () => {
  test('default', () => {
    expect(isCaip2('eip155:1')).toBe(true);
    expect(isCaip10(`eip155:1:${ADDRESS}`)).toBe(true);
  });

  test('behavior: reject the other kind and non-strings', () => {
    expect(isCaip2(`eip155:1:${ADDRESS}`)).toBe(false);
    expect(isCaip10('eip155:1')).toBe(false);
    expect(isCaip2(1)).toBe(false);
    expect(isCaip10(undefined)).toBe(false);
  });

  test('behavior: enforce the length limits', () => {
    expect(isCaip2(`chainstd:${'a'.repeat(32)}`)).toBe(true);
    expect(isCaip2(`chainstd:${'a'.repeat(33)}`)).toBe(false);
    expect(isCaip10(`eip155:1:${'a'.repeat(128)}`)).toBe(true);
    expect(isCaip10(`eip155:1:${'a'.repeat(129)}`)).toBe(false);
  });
});

describe('isCaipNetworkId', () => {
  test('default', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true);
  });

  test('behavior: needs a supported namespace and the grammar', () => {
    expect(isCaipNetworkId('cosmos:cosmoshub-4')).toBe(true);
    expect(isCaipNetworkId('starknet:SN_MAIN')).toBe(false);
    expect(isCaipNetworkId('eip155:1.0')).toBe(false);
    expect(isCaipNetworkId(null)).toBe(false);
  });
});

describe('isCaipAddress and assertCaipAddress', () => {
  test('default', () => {
    expect(isCaipAddress(`eip155:1:${ADDRESS}`)).toBe(true);
    expect(() => assertCaipAddress(`eip155:1:${ADDRESS}`)).not.toThrow();
  });

  test('behavior: SPEC §5 three non-empty parts with a known namespace first', () => {
    expect(isCaipAddress('solana:mock_chain_id:mock_address')).toBe(true);
    expect(isCaipAddress('eip155::0xab')).toBe(false);
    expect(isCaipAddress('eip155:1:')).toBe(false);
    expect(isCaipAddress('eip155:1')).toBe(false);
    expect(isCaipAddress('eip155:1:0xab:extra')).toBe(false);
    expect(isCaipAddress('starknet:SN_MAIN:0x1')).toBe(false);
    expect(isCaipAddress({})).toBe(false);
  });

  test('error: assertCaipAddress throws the SPEC message', () => {
    expect(() => assertCaipAddress('eip155:1')).toThrow(InvalidCaipAddressError);
    expect(() => assertCaipAddress('eip155:1')).toThrow(/^Invalid CAIP Address$/);
  });
});

describe('getNamespace', () => {
  test('default', () => {
    expect(getNamespace('eip155:1')).toBe('eip155');
    expect(getNamespace(`solana:abc:${ADDRESS}`)).toBe('solana');
  });

  test('error: an unsupported or malformed id', () => {
    expect(() => getNamespace('starknet:SN_MAIN')).toThrow('Invalid CAIP-2 network id: starknet:SN_MAIN');
    expect(() => getNamespace('eip155')).toThrow('Invalid CAIP-2 network id: eip155');
    expect(() => getNamespace('starknet:SN_MAIN:0x1')).toThrow('Invalid CAIP Address');
  });
});

describe('getAddressFromCaip and getCaipNetworkIdFromCaipAddress', () => {
  test('default', () => {
    expect(getAddressFromCaip(`eip155:1:${ADDRESS}`)).toBe(ADDRESS);
    expect(getCaipNetworkIdFromCaipAddress(`eip155:1:${ADDRESS}`)).toBe('eip155:1');
  });

  test('error: not a CAIP address', () => {
    expect(() => getAddressFromCaip(ADDRESS)).toThrow('Invalid CAIP Address');
    expect(() => getCaipNetworkIdFromCaipAddress('eip155:1')).toThrow('Invalid CAIP Address');
  });
});
