// Data types of the blockchain API's answers (SPEC §3), in the api layer that fetches them. The store's
// persisted caches learn these types by declaration merging (`CacheValues`), so `store` never imports
// `api` while the caches stay typed.

/** Identity of an address (SPEC §3). */
export interface Identity {
  name: string | null;
  avatar: string | null;
}

/** A token balance as the blockchain API returns it (SPEC §3 "Token balance"). */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  value: number;
  price: number;
  quantity: { decimals: string; numeric: string };
  iconUrl: string;
}

declare module '../store/slices/chainsSlice' {
  interface AccountValues {
    tokenBalance: TokenBalance[];
  }
}

declare module '../store/slices/cachesSlice' {
  interface CacheValues {
    identity: Identity;
    portfolio: TokenBalance[];
  }
}
