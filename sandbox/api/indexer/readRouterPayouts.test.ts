import { encodeFunctionData, pad, parseAbi, parseEther, toHex } from 'viem';
import { eventTopics } from './logTopics';
import { readRouterPayouts } from './readRouterPayouts';

const weth = '0x00000000000000000000000000000000000000e1';
const router = '0x00000000000000000000000000000000000000e2';
const trader = '0x00000000000000000000000000000000000000a1';
const token = '0x00000000000000000000000000000000000000c1';
const base = { chainId: 'eip155:31337', txHash: '0xabc', blockNumber: 7n };
const abi = parseAbi([
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
]);
const forEth = encodeFunctionData({
  abi,
  functionName: 'swapExactTokensForETH',
  args: [1n, 0n, [token, weth], trader, 1n],
});
const withdrawal = (src: string, wad: bigint, address = weth) => ({
  address,
  topics: [eventTopics.withdrawal, pad(src as `0x${string}`)],
  data: pad(toHex(wad)),
  logIndex: 4,
});

describe('readRouterPayouts', () => {
  test("default: the router's WETH withdrawal is an ETH transfer from the router to the call's `to`", () => {
    const logs = [withdrawal(router, parseEther('0.5'))];
    expect(
      readRouterPayouts({ to: router, input: forEth, logs, dex: { weth, router }, transfer: base }),
    ).toEqual([
      {
        ...base,
        position: 4,
        standard: 'native',
        token: null,
        sender: router,
        recipient: trader,
        amount: parseEther('0.5'),
        tokenId: null,
      },
    ]);
  });

  test.each([
    ['a call to another contract', { to: token }],
    [
      'a router call that pays no ETH',
      {
        input: encodeFunctionData({
          abi,
          functionName: 'swapExactTokensForTokens',
          args: [1n, 0n, [token, weth], trader, 1n],
        }),
      },
    ],
    ['malformed calldata', { input: '0x18cbafe5ff' }],
    ['a withdrawal by another account', { logs: [withdrawal(trader, 1n)] }],
    ['a Withdrawal log from another contract', { logs: [withdrawal(router, 1n, token)] }],
    ['a Withdrawal log with malformed data', { logs: [{ ...withdrawal(router, 1n), data: '0x01' }] }],
  ])('behavior: %s adds nothing', (_, change) => {
    const parameters = {
      to: router,
      input: forEth,
      logs: [withdrawal(router, 1n)],
      dex: { weth, router },
      transfer: base,
      ...change,
    };
    expect(readRouterPayouts(parameters)).toEqual([]);
  });
});
