import { parseAbi } from 'viem';

// Hand-written so that viem infers argument and result types; startChain.integration.test.ts checks that every entry
// exists in the compiled artifacts, so these cannot drift from the Solidity sources.

/** ABI of SandboxToken (sandbox/contracts/src/SandboxToken.sol). */
export const sandboxTokenAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function owner() view returns (address)',
  'function balanceOf(address account) view returns (uint256)',
  'function allowance(address holder, address spender) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function mint(address to, uint256 amount)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'error NotOwner()',
  'error InsufficientBalance(address account, uint256 balance, uint256 needed)',
  'error InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ZeroAddress()',
]);

/** ABI of NativePool (sandbox/contracts/src/NativePool.sol). */
export const nativePoolAbi = parseAbi([
  'function token() view returns (address)',
  'function getReserves() view returns (uint256 tokenReserve, uint256 nativeReserve)',
  'function getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) pure returns (uint256)',
  'function quoteNativeToToken(uint256 nativeIn) view returns (uint256)',
  'function quoteTokenToNative(uint256 tokenIn) view returns (uint256)',
  'function addLiquidity(uint256 maxTokenAmount) payable returns (uint256 liquidity)',
  'function swapNativeForToken(uint256 minTokenOut, address to) payable returns (uint256 tokenOut)',
  'function swapTokenForNative(uint256 tokenIn, uint256 minNativeOut, address to) returns (uint256 nativeOut)',
  'event LiquidityAdded(address indexed provider, uint256 nativeAmount, uint256 tokenAmount, uint256 liquidity)',
  'event Swap(address indexed sender, address indexed to, uint256 nativeIn, uint256 tokenIn, uint256 nativeOut, uint256 tokenOut)',
  'error ZeroAmount()',
  'error EmptyPool()',
  'error Slippage(uint256 amountOut, uint256 minAmountOut)',
  'error TokenAmountTooLow(uint256 offered, uint256 required)',
  'error TransferFailed()',
]);

/** ABI of TestNft (sandbox/contracts/src/TestNft.sol): the sandbox's NFT collection, also deployed by tests. */
export const testNftAbi = parseAbi([
  'constructor(string name_, string symbol_)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function nextTokenId() view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner) view returns (uint256)',
  'function mint(address to) returns (uint256 tokenId)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function burn(uint256 tokenId)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'error NotOwner()',
  'error ZeroAddress()',
]);
