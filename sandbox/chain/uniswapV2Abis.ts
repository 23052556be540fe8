import { parseAbi } from 'viem';

// Hand-written so that viem infers argument and result types (the build files are read at run time, so
// TypeScript never sees their ABIs); uniswapV2.test.ts checks every entry against those build files.

/** WETH9 (@uniswap/v2-periphery/build/WETH9.json): the wrapped native token the router swaps through. */
export const wethAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function deposit() payable',
  'function withdraw(uint256 wad)',
  'function approve(address guy, uint256 wad) returns (bool)',
  'function transfer(address dst, uint256 wad) returns (bool)',
  'event Deposit(address indexed dst, uint256 wad)',
  'event Withdrawal(address indexed src, uint256 wad)',
]);

/** UniswapV2Factory (@uniswap/v2-core/build/UniswapV2Factory.json). */
export const uniswapV2FactoryAbi = parseAbi([
  'function getPair(address, address) view returns (address)',
  'function allPairsLength() view returns (uint256)',
  'function feeToSetter() view returns (address)',
  'function createPair(address tokenA, address tokenB) returns (address pair)',
  'event PairCreated(address indexed token0, address indexed token1, address pair, uint256)',
]);

/** UniswapV2Pair (@uniswap/v2-core/build/UniswapV2Pair.json): the pools; the API reads their reserves. */
export const uniswapV2PairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 _reserve0, uint112 _reserve1, uint32 _blockTimestampLast)',
  'function price0CumulativeLast() view returns (uint256)',
  'function sync()',
  'event Swap(address indexed sender, uint256 amount0In, uint256 amount1In, uint256 amount0Out, uint256 amount1Out, address indexed to)',
  'event Sync(uint112 reserve0, uint112 reserve1)',
]);

/** UniswapV2Router02 (@uniswap/v2-periphery/build/UniswapV2Router02.json): quotes, swaps, liquidity. */
export const uniswapV2RouterAbi = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline) returns (uint256 amountA, uint256 amountB, uint256 liquidity)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256 amountToken, uint256 amountETH, uint256 liquidity)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
]);
