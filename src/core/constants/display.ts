// How values are shown (SPEC §4 and §9).

/** The account balance is floored to this many decimals. */
export const BALANCE_DISPLAY_DECIMALS = 3;

/** Token balances in lists use this many decimals. */
export const TOKEN_BALANCE_DISPLAY_DECIMALS = 2;

/** Transaction quantities in the activity list use this many decimals. */
export const TRANSACTION_QUANTITY_DECIMALS = 3;

/** Long addresses keep this many characters on each side of the ellipsis. */
export const ADDRESS_TRUNCATION = { leading: 4, trailing: 6 } as const;

/** Abbreviated unit labels of relative times ("5 min ago"). */
export const RELATIVE_TIME_LABELS = {
  second: 'sec',
  minute: 'min',
  hour: 'hr',
  day: 'd',
  month: 'mo',
  year: 'yr',
} as const;

/** Animation durations in ms; the UI drops them to 0 under prefers-reduced-motion. */
export const ANIMATION_MS = { headerText: 120, modalHeight: 150, view: 150 } as const;
