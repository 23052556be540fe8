import { type Address, address } from '@solana/kit';
import { getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';

// The `jsonParsed` shape of SPL token accounts and mints that real RPC nodes answer with; web3.js
// getParsedTokenAccountsByOwner and the reference API's Solana reader read these fields.

/** Byte size of an SPL token account and of a mint. */
export const TOKEN_ACCOUNT_SIZE = 165;
export const MINT_SIZE = 82;

/** Formats base units with decimals as RPC nodes do for `uiAmountString` ("1000", "0.5"). */
export function formatTokenAmount(amount: bigint, decimals: number): string {
  const base = 10n ** BigInt(decimals);
  const fraction = (amount % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${amount / base}.${fraction}` : `${amount / base}`;
}

/** Decoded token account fields, or null when the data is not a token account. */
export function decodeTokenAccount(
  data: Uint8Array | Readonly<Uint8Array>,
): { mint: Address; owner: Address; amount: bigint } | null {
  if (data.length !== TOKEN_ACCOUNT_SIZE) return null;
  const token = getTokenDecoder().decode(data);
  return { mint: token.mint, owner: token.owner, amount: token.amount };
}

/** The decimals of a mint account's data, or null when the data is not a mint. */
export function decodeMintDecimals(data: Uint8Array): number | null {
  if (data.length !== MINT_SIZE) return null;
  return getMintDecoder().decode(data).decimals;
}

/**
 * The jsonParsed `data` of an account owned by the token program, or null for other accounts (the
 * caller then answers base64 as nodes do). `mintDecimals` reads a mint's decimals.
 */
export function parseTokenProgramData(
  owner: string,
  data: Uint8Array,
  mintDecimals: (mint: Address) => number | null,
): object | null {
  if (owner !== TOKEN_PROGRAM_ADDRESS) return null;
  const token = decodeTokenAccount(data);
  if (token) {
    const decimals = mintDecimals(token.mint) ?? 0;
    const uiAmountString = formatTokenAmount(token.amount, decimals);
    return {
      program: 'spl-token',
      space: data.length,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: 'initialized',
          tokenAmount: {
            amount: token.amount.toString(),
            decimals,
            uiAmount: Number(uiAmountString),
            uiAmountString,
          },
        },
      },
    };
  }
  if (data.length === MINT_SIZE) {
    const mint = getMintDecoder().decode(data);
    const authority = mint.mintAuthority.__option === 'Some' ? mint.mintAuthority.value : null;
    return {
      program: 'spl-token',
      space: data.length,
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          isInitialized: mint.isInitialized,
          mintAuthority: authority,
          supply: mint.supply.toString(),
          freezeAuthority: null,
        },
      },
    };
  }
  return null;
}

/** `address()` that returns null instead of throwing on a malformed base58 key. */
export function toAddress(value: unknown): Address | null {
  if (typeof value !== 'string') return null;
  try {
    return address(value);
  } catch {
    return null;
  }
}
