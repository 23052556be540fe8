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
