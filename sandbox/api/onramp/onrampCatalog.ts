import type { ApiContext } from '../ApiContext';
import type { ChainReader } from '../chain/createChainReader';

/**
 * Payment method limits of SPEC §9's fallback (card 10.00-7500.00, ACH bank 10.00-25000.00), the same
 * for USD and EUR. The sandbox answers them as its real limits, so the fallback and the live answer agree.
 */
export const onrampPaymentMethodLimits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const;

/** The fiat currencies Sandbox Pay takes. */
export const onrampFiatCurrencies = ['USD', 'EUR'] as const;
export type OnrampFiatCurrency = (typeof onrampFiatCurrencies)[number];

/**
 * USD per unit of each fiat currency. EUR is a fixed sandbox rate (no exchange rate exists offline);
 * docs/sandbox-api.md "On-ramp" states it.
 */
export const usdPerFiat: Record<OnrampFiatCurrency, number> = { USD: 1, EUR: 1.08 };

/**
 * Quotes and orders are checked against the card limits: the narrowest method, and the one Sandbox Pay
 * takes (a test card).
 */
export const onrampAmountLimits = { min: 10, max: 7500 } as const;

/** The on-ramp's purchasable assets: the first chain's native token and its USD reference (USDC). */
export type OnrampAsset = 'ETH' | 'USDC';

/** A purchasable asset on one network, with what settling it needs. */
export interface OnrampOffer {
  asset: OnrampAsset;
  name: string;
  decimals: number;
  /** Network name as the options answer it (e.g. `sandbox-31337`). */
  network: string;
  displayName: string;
  chainId: number;
  caipNetworkId: string;
  /** The ERC-20 contract; empty for the native token (Coinbase's options answer it so). */
  contractAddress: string;
  reader: ChainReader;
}

/** The network name the on-ramp routes use for a sandbox chain. */
export function onrampNetworkName(chainId: number): string {
  return `sandbox-${chainId}`;
}

/** The offers of the first chain the API serves (ETH and USDC), in a stable order. */
export async function onrampOffers(context: ApiContext): Promise<OnrampOffer[]> {
  const reader = context.chains.values().next().value;
  if (!reader) return [];
  const network = onrampNetworkName(reader.chainId);
  const base = {
    network,
    displayName: `Sandbox ${reader.chainId}`,
    chainId: reader.chainId,
    caipNetworkId: reader.caipNetworkId,
    reader,
  };
  const usdc = (await reader.tokens()).find((token) => token.isUsdReference);
  const native: OnrampOffer = {
    ...base,
    asset: 'ETH',
    name: reader.nativeCurrency.name,
    decimals: reader.nativeCurrency.decimals,
    contractAddress: '',
  };
  if (!usdc) return [native];
  return [
    native,
    { ...base, asset: 'USDC', name: usdc.name, decimals: usdc.decimals, contractAddress: usdc.address },
  ];
}

/** The offer for an asset on a network, or undefined when the sandbox sells no such thing. */
export async function findOnrampOffer(
  context: ApiContext,
  asset: string,
  network: string,
): Promise<OnrampOffer | undefined> {
  const offers = await onrampOffers(context);
  return offers.find((offer) => offer.asset === asset.toUpperCase() && offer.network === network);
}
