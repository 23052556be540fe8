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
