// On-ramp (buy crypto) constants of SPEC §3 and §9.

/** The on-ramp providers the kit can quote from. */
export const ONRAMP_PROVIDERS = ['coinbase', 'meld'] as const;

/** An on-ramp provider. */
export type OnrampProvider = (typeof ONRAMP_PROVIDERS)[number];

/** The provider fee range shown to users, in percent. */
export const ONRAMP_FEE_RANGE = { minPercent: 1, maxPercent: 2 } as const;

/** A payment method limit, amounts as decimal strings like the on-ramp options answer (SPEC §3). */
export interface PaymentMethodLimit {
  readonly id: string;
  readonly min: string;
  readonly max: string;
}

const FALLBACK_METHOD_LIMITS: readonly PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];

/** Limits used when the on-ramp options call fails, in the `paymentCurrencies` shape of SPEC §3. */
export const ONRAMP_FALLBACK_LIMITS: readonly {
  readonly id: 'USD' | 'EUR';
  readonly payment_method_limits: readonly PaymentMethodLimit[];
}[] = [
  { id: 'USD', payment_method_limits: FALLBACK_METHOD_LIMITS },
  { id: 'EUR', payment_method_limits: FALLBACK_METHOD_LIMITS },
];

// Legacy aliases (PRC, Asia/Chungking, Hongkong, Asia/Macao) are listed because some runtimes still
// report them from `Intl.DateTimeFormat().resolvedOptions().timeZone`.
/** IANA time zones of mainland China, Hong Kong and Macau: the restricted regions of SPEC §9. */
export const RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const;

/**
 * The Coinbase Pay network names of SPEC §9, by EVM chain id: the `network` of a quote and the
 * `blockchains` of a buy URL on that chain. A chain missing here is bought on `ethereum`
 * (ONRAMP_FALLBACK_NETWORK), unless the on-ramp options list it themselves.
 */
export const COINBASE_PAY_CHAINS: Readonly<Record<number, string>> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
};

/** The network an EVM chain outside COINBASE_PAY_CHAINS (and the options) is bought on (SPEC §9). */
export const ONRAMP_FALLBACK_NETWORK = 'ethereum';

/** A network an on-ramp purchase currency is sold on (SPEC §3 options). */
export interface OnrampOptionNetwork {
  readonly name: string;
  readonly display_name: string;
  readonly chain_id: string;
  readonly contract_address: string;
}

/** An on-ramp purchase currency (SPEC §3 options). */
export interface OnrampPurchaseCurrency {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly networks: readonly OnrampOptionNetwork[];
}

/** The on-ramp options answer of SPEC §3: what can be bought, and paid with within which limits. */
export interface OnrampOptions {
  readonly purchaseCurrencies: readonly OnrampPurchaseCurrency[];
  readonly paymentCurrencies: readonly {
    readonly id: string;
    readonly payment_method_limits: readonly PaymentMethodLimit[];
  }[];
}

const sampleNetwork = (name: string, display: string, chainId: number, contract = '') => ({
  name,
  display_name: display,
  chain_id: String(chainId),
  contract_address: contract,
});

/**
 * The built-in sample options SPEC §8 falls back to when `GET /v1/onramp/options` fails: ETH and USDC
 * on the Coinbase Pay chains that carry them, paid in USD or EUR within ONRAMP_FALLBACK_LIMITS.
 */
export const ONRAMP_SAMPLE_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        sampleNetwork('ethereum', 'Ethereum', 1),
        sampleNetwork('arbitrum', 'Arbitrum', 42161),
        sampleNetwork('optimism', 'Optimism', 10),
        sampleNetwork('base', 'Base', 8453),
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        sampleNetwork('ethereum', 'Ethereum', 1, '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'),
        sampleNetwork('arbitrum', 'Arbitrum', 42161, '0xaf88d065e77c8cc2239327c5edb3a432268e5831'),
        sampleNetwork('optimism', 'Optimism', 10, '0x0b2c639c533813f4aa9d7837caf62653d097ff85'),
        sampleNetwork('base', 'Base', 8453, '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913'),
        sampleNetwork('polygon', 'Polygon', 137, '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359'),
      ],
    },
  ],
  paymentCurrencies: ONRAMP_FALLBACK_LIMITS,
};

/** The id of the mocked quote SPEC §8 falls back to when `POST /v1/onramp/quote` fails. */
export const ONRAMP_MOCKED_QUOTE_ID = 'mocked-quote-id';

/**
 * Sample prices of the mocked quote, in USD per unit (a stand-in, never called a market price), and
 * the EUR rate it converts with (the sandbox's own fixed rate: 1 EUR = 1.08 USD).
 */
export const ONRAMP_SAMPLE_PRICES_USD: Readonly<Record<string, number>> = { ETH: 3000, USDC: 1 };
export const ONRAMP_SAMPLE_USD_PER_EUR = 1.08;

/** The provider fee of the mocked quote, in percent (inside ONRAMP_FEE_RANGE). */
export const ONRAMP_MOCKED_FEE_PERCENT = 1.5;

/** How often the kit reads a buy order's status while it is pending (ms). */
export const ONRAMP_ORDER_POLL_MS = 3000;

/** How long the kit follows a pending order before it stops asking (ms). */
export const ONRAMP_ORDER_LIMIT_MS = 10 * 60 * 1000;

/** How long typing pauses before the quote is asked (ms). */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 400;
