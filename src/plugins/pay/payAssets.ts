import type { PaymentAsset } from './payTypes';

// Ready-made payment assets under the names AppKit Pay exports, so `pay({ paymentAsset: baseUSDC })`
// ports unchanged. The token addresses are the issuers' published contracts on each network. Solana's
// USDC is left out: Portico's payments are EVM (INVALID_CHAIN_NAMESPACE elsewhere).

const ETH = { name: 'Ethereum', symbol: 'ETH', decimals: 18 } as const;
const USDC = { name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const;

/** `asset` on `network` with `metadata`, frozen (a preset is shared by every caller). */
const preset = (network: string, asset: string, metadata: PaymentAsset['metadata']): PaymentAsset =>
  Object.freeze({ network, asset, metadata: Object.freeze({ ...metadata }) });

/** ETH on Base. */
export const baseETH = /* @__PURE__ */ preset('eip155:8453', 'native', ETH);
/** USDC on Base. */
export const baseUSDC = /* @__PURE__ */ preset(
  'eip155:8453',
  '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  USDC,
);
/** ETH on Base Sepolia (testnet). */
export const baseSepoliaETH = /* @__PURE__ */ preset('eip155:84532', 'native', ETH);
/** USDC on Ethereum. */
export const ethereumUSDC = /* @__PURE__ */ preset(
  'eip155:1',
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  USDC,
);
/** USDC on Optimism. */
export const optimismUSDC = /* @__PURE__ */ preset(
  'eip155:10',
  '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  USDC,
);
/** USDC on Arbitrum One. */
export const arbitrumUSDC = /* @__PURE__ */ preset(
  'eip155:42161',
  '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  USDC,
);
/** USDC on Polygon. */
export const polygonUSDC = /* @__PURE__ */ preset(
  'eip155:137',
  '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  USDC,
);
/** USDT on Ethereum. */
export const ethereumUSDT = /* @__PURE__ */ preset('eip155:1', '0xdAC17F958D2ee523a2206206994597C13D831ec7', {
  name: 'Tether USD',
  symbol: 'USDT',
  decimals: 6,
});
