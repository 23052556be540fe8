import { parseEther, parseUnits } from 'viem';

/**
 * The sandbox's ERC-20 tokens; USDC is the USD reference (1 USDC = $1) for every price. CLAIM plays an
 * unsolicited airdrop: the reference API marks it as spam, so the kit's spam rule has something to hide.
 */
export const sandboxTokens = {
  usdc: { name: 'USD Coin (sandbox)', symbol: 'USDC', decimals: 6 },
  prt: { name: 'Portico Token', symbol: 'PRT', decimals: 18 },
  spam: { name: 'Claim rewards at sandbox-airdrop.example', symbol: 'CLAIM', decimals: 18 },
} as const;

/**
 * Opening pool reserves: 100 ETH / 300,000 USDC prices 1 ETH at 3000 USDC, and 50 ETH / 300,000 PRT
 * prices 1 PRT at 1/6000 ETH = 0.5 USDC. Pools are deep enough that a demo trade moves prices visibly
 * but not wildly.
 */
export const sandboxPoolSeed = {
  usdc: { native: parseEther('100'), token: parseUnits('300000', sandboxTokens.usdc.decimals) },
  prt: { native: parseEther('50'), token: parseUnits('300000', sandboxTokens.prt.decimals) },
} as const;

/** Token balances given to each demo account (anvil accounts 1..3; account 0 deploys). */
export const sandboxDemoBalances = {
  usdc: parseUnits('10000', sandboxTokens.usdc.decimals),
  prt: parseUnits('20000', sandboxTokens.prt.decimals),
} as const;

/** The spam token amount the deployer sends each demo account, as an airdrop would. */
export const sandboxSpamDrop = parseUnits('1000', sandboxTokens.spam.decimals);

/** Indices (in the anvil mnemonic) of the accounts seeded with tokens. */
export const sandboxDemoAccountIndices = [1, 2, 3] as const;

/**
 * The sandbox's ERC-721 collection (TestNft). Its tokens carry no on-chain URI: the reference API
 * serves their metadata and images by (contract, token id), docs/sandbox-api.md.
 */
export const sandboxNftCollection = { name: 'Sandbox Shapes', symbol: 'SHAPE' } as const;

/** How many collection tokens each demo account receives (ids count up from 1, account by account). */
export const sandboxNftsPerAccount = 3;

/**
 * Opening reserves of the Uniswap V2 pairs (chain 31337 only; docs/sandbox.md "The DEX"). The two WETH
 * pairs are deep and open at the NativePools' prices (1 ETH = 3000 USDC, 1 PRT = 0.5 USDC), so the
 * route USDC -> WETH -> PRT always exists. The direct USDC/PRT pair opens at the same price but is
 * shallow on purpose: it pays one 0.3 % fee instead of two, so it wins for small trades (below about
 * 15 USDC) and loses to the two-hop route above that, and the API's route choice is visible and tested.
 */
export const sandboxDexSeed = {
  usdcWeth: { weth: parseEther('100'), token: parseUnits('300000', sandboxTokens.usdc.decimals) },
  prtWeth: { weth: parseEther('50'), token: parseUnits('300000', sandboxTokens.prt.decimals) },
  usdcPrt: {
    usdc: parseUnits('5000', sandboxTokens.usdc.decimals),
    prt: parseUnits('10000', sandboxTokens.prt.decimals),
  },
} as const;
