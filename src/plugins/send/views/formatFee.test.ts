import type { SendFee } from '../sendTypes';
import { formatFee } from './formatFee';

const fee = (wei: string): SendFee => ({
  gas: '21000',
  gasPrice: '1',
  fee: wei,
  symbol: 'ETH',
  decimals: 18,
});

describe('formatFee', () => {
  test('default: a fee of one unit or more is cut to 3 decimals, as balances are', () => {
    expect(formatFee(fee('1234567000000000000'))).toBe('1.234 ETH');
    expect(formatFee(fee('2500000000000000'))).toBe('0.0025 ETH');
  });

  test('behavior: a small fee keeps 3 significant digits instead of showing 0', () => {
    expect(formatFee(fee('21000000000000'))).toBe('0.000021 ETH');
    expect(formatFee(fee('25925925711000'))).toBe('0.0000259 ETH');
    expect(formatFee(fee('0'))).toBe('0 ETH');
  });

  test('behavior: a Solana fee (getFeeForMessage, lamports, gas price 1) shows in SOL', () => {
    const solana: SendFee = { gas: '5000', gasPrice: '1', fee: '5000', symbol: 'SOL', decimals: 9 };
    expect(formatFee(solana)).toBe('0.000005 SOL');
    expect(formatFee({ ...solana, fee: '10000' })).toBe('0.00001 SOL');
  });

  test('behavior: the locale sets the decimal mark', () => {
    expect(formatFee(fee('21000000000000'), 'de-DE')).toBe('0,000021 ETH');
  });
});
