// Its own file: the kit's Account-view listener (src/kit/listeners/followAccountView.ts) reads it from
// the adapter chunk, which must not carry the token-balance code (assets, prices) of the balance chunk.

/** Namespaces whose token list the Account view reads from the API. */
export const TOKEN_NAMESPACES: ReadonlySet<string> = new Set(['eip155', 'solana']);
