import {
  parseSwapApproval,
  parseSwapQuote,
  parseSwapTokens,
  parseSwapTransaction,
  tokenIdOn,
} from './swapAnswers';
import { decodeRevertReason } from './swapChain';

// The convert API's answers are checked at the boundary: the documented shape, or nothing.

const USDC = '0x5FbDB2315678afecb367f042d7A1dC4b4a1b3c7a';
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

describe('convert answers', () => {
  test('default: tokens take CAIP-10 or plain addresses, native first, other chains and junk left out', () => {
    const tokens = parseSwapTokens('eip155:31337', {
      tokens: [
        {
          name: 'USD Coin',
          symbol: 'USDC',
          address: `eip155:31337:${USDC}`,
          decimals: 6,
          logoUri: 'u',
          price: 1,
        },
        { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: '', price: 3000 },
        { name: 'Elsewhere', symbol: 'X', address: `eip155:1:${USDC}`, decimals: 6 },
        { name: 'Bad', symbol: 'B', address: '0x12', decimals: 6 },
        { name: 'NaN price', symbol: 'N', address: `0x${'1'.repeat(40)}`, decimals: 6, price: Number.NaN },
        'junk',
      ],
    });
    expect(tokens?.map((t) => [t.id, t.symbol, t.price])).toEqual([
      [`eip155:31337:${NATIVE}`, 'ETH', 3000],
      [`eip155:31337:${USDC.toLowerCase()}`, 'USDC', 1],
      [`eip155:31337:0x${'1'.repeat(40)}`, 'N', undefined],
    ]);
    expect(parseSwapTokens('eip155:31337', { tokens: 'no' })).toBeUndefined();
  });

  test('error: a quote without integer amounts, a path or a finite price impact is refused', () => {
    const good = {
      fromAmount: '1',
      toAmount: '2',
      path: [`eip155:1:${USDC}`, `eip155:1:${NATIVE}`],
      priceImpact: 0.1,
      fee: '3',
    };
    expect(parseSwapQuote({ quotes: [good] })).toEqual(good);
    for (const bad of [
      { ...good, toAmount: '0' },
      { ...good, toAmount: '1.5' },
      { ...good, fromAmount: -1 },
      { ...good, path: [USDC] },
      { ...good, priceImpact: Number.POSITIVE_INFINITY },
    ])
      expect(parseSwapQuote({ quotes: [bad] })).toBeUndefined();
    expect(parseSwapQuote({ quotes: [] })).toBeUndefined();
  });

  test('error: built transactions need a target address and calldata', () => {
    const tx = {
      from: 'x',
      to: `eip155:1:${USDC}`,
      data: '0x095ea7b3',
      value: '0',
      eip155: { gasPrice: '7' },
    };
    expect(parseSwapApproval({ tx, spender: USDC, amount: '5' })).toEqual({
      tx: { to: USDC, data: '0x095ea7b3', value: '0', gasPrice: '7' },
      spender: USDC,
      amount: '5',
    });
    expect(parseSwapApproval({ tx: { ...tx, data: '0x' }, spender: USDC, amount: '5' })).toBeUndefined();
    expect(
      parseSwapTransaction({ tx: { ...tx, to: 'nope' }, toAmount: '1', minimumReceived: '1' }),
    ).toBeUndefined();
    expect(tokenIdOn('eip155:1', `eip155:2:${USDC}`)).toBeUndefined();
  });

  test("behavior: a revert's Error(string) and Panic(uint256) are decoded; anything else has no reason", () => {
    const reason = 'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT';
    const hex = Buffer.from(reason).toString('hex');
    const data = `0x08c379a0${'20'.padStart(64, '0')}${reason.length.toString(16).padStart(64, '0')}${hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')}`;
    expect(decodeRevertReason(data)).toBe(reason);
    expect(decodeRevertReason(`0x4e487b71${'11'.padStart(64, '0')}`)).toBe('Panic(0x11)');
    expect(decodeRevertReason('0x')).toBe('');
    expect(decodeRevertReason('0x08c379a0')).toBe('');
    expect(decodeRevertReason(undefined)).toBe('');
  });
});
