import {
  COINBASE_PAY_CHAINS,
  ONRAMP_FALLBACK_NETWORK,
  type OnrampOptions,
  type OnrampPurchaseCurrency,
} from '../../core/constants/onramp';

// Which on-ramp network name the active network buys on (SPEC §9), and what can be bought there. The
// options come first: a chain they list by `chain_id` is bought under their name for it (the reference
// API names its anvil chain `sandbox-31337`); then the Coinbase Pay chains; else `ethereum`.

/**
 * The on-ramp network name of `caipNetworkId`: the options' own name for its chain id, else the
 * Coinbase Pay name of SPEC §9, else `ethereum`. Solana buys on `solana`.
 */
export function onrampNetworkName(caipNetworkId: string | undefined, options?: OnrampOptions): string {
  const [namespace, reference] = (caipNetworkId ?? '').split(':');
  if (namespace === 'solana') return 'solana';
  if (namespace !== 'eip155' || !reference || !/^\d+$/.test(reference)) return ONRAMP_FALLBACK_NETWORK;
  for (const currency of options?.purchaseCurrencies ?? []) {
    const listed = currency.networks.find((n) => n.chain_id === reference);
    if (listed) return listed.name;
  }
  return COINBASE_PAY_CHAINS[Number(reference)] ?? ONRAMP_FALLBACK_NETWORK;
}

/** The purchase currencies the options sell on `network` (by name), in the options' order. */
export function purchaseCurrenciesOn(
  options: OnrampOptions | undefined,
  network: string,
): OnrampPurchaseCurrency[] {
  return (options?.purchaseCurrencies ?? []).filter((c) => c.networks.some((n) => n.name === network));
}
