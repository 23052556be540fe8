import type { SessionTransaction } from '../../store/services/transactionService';

// Serialisable shapes of the send flow (the store holds no bigint: amounts and fees are decimal strings).

/** The `address` of the native token (SPEC §3 send state `token`: a CAIP-10 address or this marker). */
export const NATIVE_TOKEN = 'native';

/** A token the account can send: the network's native currency or an ERC-20 from its Tokens list. */
export interface SendToken {
  /** CAIP-10 address of the token contract, or NATIVE_TOKEN. */
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  /** The account's balance in token units, as a decimal string ("12.5"). */
  balance: string;
  iconUrl?: string;
  /** The balance's USD value from the Tokens list, when the API prices the token. */
  valueInUSD?: number;
}

/** The network fee estimate: gas units x wei per gas = fee in wei (decimal strings). */
export interface SendFee {
  gas: string;
  gasPrice: string;
  fee: string;
  /** The native currency the fee is paid in. */
  symbol: string;
  decimals: number;
}

/** What was sent: the native currency or a token (both end on Account, docs/plugins/send.md). */
export type SendKind = 'native' | 'token';

/** Bitcoin's fee-rate presets (sat/vB): the node's estimates for 6, 3 and 1 blocks. */
export interface SendFeeRates {
  slow: number;
  normal: number;
  fast: number;
  /** `fallback`: the node had no estimate (a fresh regtest chain), so the minimum relay rate is used. */
  source: 'node' | 'fallback';
}

/** Which fee rate the visitor chose: a preset, or the rate typed in `customFeeRate`. */
export type SendFeeRateChoice = 'slow' | 'normal' | 'fast' | 'custom';

/**
 * Polkadot: what the last check of this transfer found against the existential deposit (planck, as
 * decimal strings): the sender's and receiver's balances after it, and whether the sender is kept alive.
 */
export interface SendDepositCheck {
  existentialDeposit: string;
  senderAfter: string;
  recipientAfter: string;
  keepAlive: boolean;
}

/**
 * What a family adds to a transfer request: Bitcoin's fee rate (sat/vB), Cosmos's memo, Polkadot's
 * keep-alive (false: `transferAllowDeath`, a "send all"), as SessionTransaction names them.
 */
export type SendExtras = Pick<SessionTransaction, 'feeRate' | 'memo' | 'keepAlive'>;
