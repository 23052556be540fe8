import {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  UnsupportedChainError,
} from './sendErrors';
import { NATIVE_TOKEN, type SendFee, type SendToken } from './sendTypes';
import { maxAmountText, validateSend } from './validateSend';

const eth: SendToken = { address: NATIVE_TOKEN, symbol: 'ETH', name: 'Ether', decimals: 18, balance: '1.5' };
const usdc: SendToken = {
  address: `eip155:1:0x${'a'.repeat(40)}`,
  symbol: 'USDC',
  name: 'USDC',
  decimals: 6,
  balance: '10',
};
const fee: SendFee = {
  gas: '21000',
  gasPrice: '1000000000',
  fee: '21000000000000',
  symbol: 'ETH',
  decimals: 18,
};
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const form = { namespace: 'eip155' as const, token: usdc, sendTokenAmount: '2.5', receiverAddress: receiver };

const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return error as { name: string; message: string; data?: object };
  }
  throw new Error('did not throw');
};

describe('validateSend', () => {
  test('default: a filled form gives the transfer in base units', () => {
    expect(validateSend(form)).toEqual({ token: usdc, amount: 2_500_000n, receiver });
  });

  test('error: SPEC texts for a missing token, amount or receiver', () => {
    expect(thrown(() => validateSend({ ...form, token: undefined })).message).toBe(
      SendTokenRequiredError.message(),
    );
    expect(thrown(() => validateSend({ ...form, sendTokenAmount: ' ' })).message).toBe(
      'An amount and receiver address are required',
    );
    expect(thrown(() => validateSend({ ...form, receiverAddress: undefined }))).toBeInstanceOf(
      SendAmountAndReceiverRequiredError,
    );
  });

  test('error: a namespace without a transfer builder cannot send: Unsupported chain', () => {
    expect(thrown(() => validateSend({ ...form, namespace: undefined }))).toBeInstanceOf(
      UnsupportedChainError,
    );
    expect(thrown(() => validateSend({ ...form, namespace: 'unknown' as never })).message).toBe(
      'Unsupported chain',
    );
  });

  test('behavior: solana — SOL by 9 decimals, an SPL token by its own, to a SPEC Solana address; other receivers refused', () => {
    const sol: SendToken = {
      address: NATIVE_TOKEN,
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
      balance: '2',
    };
    const pusd: SendToken = {
      address: 'solana:AjE89y6tW2PT8gnVYuQLHxZSn1of9zhP:EMJQjDa29gpRiJeF3Sf4eo8rytBgwjb5SqUEpLsYy9WN',
      symbol: 'PUSD',
      name: 'Portico Sandbox USD',
      decimals: 6,
      balance: '1000',
    };
    const to = '9XaGLn6QNmEA7BFdPCXGwqubyymq9V3qf385JhWCSFSr';
    const solana = { namespace: 'solana' as const, receiverAddress: to };
    expect(validateSend({ ...solana, token: sol, sendTokenAmount: '1.000000001' })).toEqual({
      token: sol,
      amount: 1_000_000_001n,
      receiver: to,
    });
    expect(validateSend({ ...solana, token: pusd, sendTokenAmount: '12.5' }).amount).toBe(12_500_000n);
    expect(thrown(() => validateSend({ ...solana, token: pusd, sendTokenAmount: '0.0000001' })).data).toEqual(
      {
        reason: 'tooManyDecimals',
        maxDecimals: 6,
      },
    );
    for (const bad of [receiver, to.slice(0, 31), `0${to.slice(1)}`])
      expect(
        thrown(() => validateSend({ ...solana, token: sol, sendTokenAmount: '1', receiverAddress: bad }))
          .name,
      ).toBe('SendReceiverInvalidError');
  });

  test('error: an unreadable amount names its reason; too many decimals gives the limit', () => {
    expect(thrown(() => validateSend({ ...form, sendTokenAmount: '1e3' })).data).toEqual({
      reason: 'exponent',
    });
    expect(thrown(() => validateSend({ ...form, sendTokenAmount: '0.1234567' })).data).toEqual({
      reason: 'tooManyDecimals',
      maxDecimals: 6,
    });
    expect(thrown(() => validateSend({ ...form, sendTokenAmount: '0' })).name).toBe('SendAmountInvalidError');
  });

  test('error: over the balance, and for the native token over the balance minus the fee', () => {
    expect(thrown(() => validateSend({ ...form, sendTokenAmount: '10.000001' })).name).toBe(
      'SendAmountExceedsBalanceError',
    );
    expect(validateSend({ ...form, token: eth, sendTokenAmount: '1.5' }).amount).toBe(
      1_500_000_000_000_000_000n,
    );
    expect(thrown(() => validateSend({ ...form, token: eth, sendTokenAmount: '1.5', fee })).data).toEqual({
      balance: '1.499979',
      symbol: 'ETH',
    });
  });

  test('behavior: a receiver in one letter case (no checksum) is accepted; a malformed one or a name is not an address', () => {
    expect(validateSend({ ...form, receiverAddress: receiver.toLowerCase() }).receiver).toBe(
      receiver.toLowerCase(),
    );
    expect(
      validateSend({ ...form, receiverAddress: receiver.toUpperCase().replace('0X', '0x') }).amount,
    ).toBe(2_500_000n);
    for (const bad of ['0x1234', `${receiver}0`, 'alice.portico'])
      expect(thrown(() => validateSend({ ...form, receiverAddress: bad })).data).toEqual({
        reason: 'format',
      });
  });

  test('behavior: SPEC §5 makes 0x optional: an address without it is accepted and the transfer gets it', () => {
    expect(validateSend({ ...form, receiverAddress: receiver.slice(2) }).receiver).toBe(receiver);
  });

  test('error: a mixed-case address that is not its EIP-55 checksum is refused with reason checksum', () => {
    // One letter's case changed (C -> c): a typo the checksum exists to catch, with or without 0x.
    const typo = receiver.replace('C51', 'c51');
    for (const bad of [typo, typo.slice(2)]) {
      const error = thrown(() => validateSend({ ...form, receiverAddress: bad }));
      expect(error.name).toBe('SendReceiverInvalidError');
      expect(error.data).toEqual({ reason: 'checksum' });
    }
  });

  test('behavior: Max is the whole token balance; native keeps the fee', () => {
    expect(maxAmountText(usdc, fee)).toBe('10');
    expect(maxAmountText(eth, fee)).toBe('1.499979');
    expect(maxAmountText({ ...eth, balance: '0.00001' }, fee)).toBe('0');
  });
});
