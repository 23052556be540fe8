import {
  ERC20_TRANSFER_SELECTOR,
  encodeErc20Transfer,
  InvalidTransferArgumentError,
} from './encodeErc20Transfer';

// Expected values were produced once with viem's encodeFunctionData(erc20Abi, 'transfer', ...).
describe('encodeErc20Transfer', () => {
  test('default: matches the known encoding of transfer(anvil account 1, 1 USDC)', () => {
    expect(encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_000_000n)).toBe(
      '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' +
        '00000000000000000000000000000000000000000000000000000000000f4240',
    );
  });

  test('behavior: the largest address and uint256 fill both words exactly', () => {
    const data = encodeErc20Transfer(`0x${'f'.repeat(40)}`, 2n ** 256n - 1n);
    expect(data).toBe(`${ERC20_TRANSFER_SELECTOR}${'0'.repeat(24)}${'f'.repeat(40)}${'f'.repeat(64)}`);
    expect(data).toHaveLength(2 + 8 + 64 + 64);
  });

  test('behavior: a zero amount and lower-case address encode without loss', () => {
    expect(encodeErc20Transfer(`0x${'a'.repeat(40)}`, 0n)).toBe(
      `${ERC20_TRANSFER_SELECTOR}${'0'.repeat(24)}${'a'.repeat(40)}${'0'.repeat(64)}`,
    );
  });

  test('error: a malformed receiver or an amount outside uint256 is refused with the argument named', () => {
    expect(() => encodeErc20Transfer('0x1234', 1n)).toThrow(InvalidTransferArgumentError);
    expect(() => encodeErc20Transfer('alice.portico', 1n)).toThrow(InvalidTransferArgumentError);
    const negative = (() => {
      try {
        encodeErc20Transfer(`0x${'1'.repeat(40)}`, -1n);
      } catch (error) {
        return error as InstanceType<typeof InvalidTransferArgumentError>;
      }
    })();
    expect(negative?.data).toEqual({ argument: 'amount' });
    expect(() => encodeErc20Transfer(`0x${'1'.repeat(40)}`, 2n ** 256n)).toThrow(
      InvalidTransferArgumentError,
    );
  });
});
