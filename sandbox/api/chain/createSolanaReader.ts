import { solanaRpcFetch } from '../../../src/adapters/solana/solanaRpcFetch';
import type { TokenBalance } from '../../../src/index';
import type { HistoryResponse } from '../history/HistoryTransaction';
import { readSolanaHistory } from '../history/readSolanaHistory';
import { iconUrl } from '../icons/sandboxIcons';

// The reference API's reader for a Solana chain (SPEC §9: balances cover eip155 and solana). It speaks
// plain JSON-RPC (getBalance, getTokenAccountsByOwner jsonParsed) so it works against the sandbox's
// local chain and any real cluster alike, with no Solana SDK in the API.

/** An SPL token the API knows by name and price; tokens it does not know are answered by mint. */
export interface SolanaTokenConfig {
  mint: string;
  name: string;
  symbol: string;
  /** USD price; 0 when unknown. */
  price?: number;
}

/** A Solana chain the API answers for. */
export interface SolanaChainConfig {
  /** `solana:<reference>`. */
  caipNetworkId: string;
  rpcUrl: string;
  tokens?: SolanaTokenConfig[];
  /** USD price of SOL; 0 (no price) by default: the sandbox has no SOL market. */
  nativePriceUsd?: number;
}

/** Reads balances of one Solana chain. */
export interface SolanaReader {
  caipNetworkId: string;
  /** SOL (always) and every SPL token with a non-zero amount, in the SPEC §3 token balance shape. */
  balances(owner: string, baseUrl: string): Promise<TokenBalance[]>;
  /**
   * A page of the owner's transactions (its own and its token accounts'), newest first, as history
   * entries: the newest, or those before the signature `before`; `next` is the cursor of the page after.
   */
  history(owner: string, baseUrl: string, before?: string): Promise<HistoryResponse>;
  /** A known SPL token with a price, as the price endpoint answers it; undefined when unpriced. */
  pricedToken(mint: string): { name: string; symbol: string; price: number } | undefined;
}

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

interface ParsedTokenAccount {
  account: {
    data: {
      parsed: {
        info: { mint: string; tokenAmount: { decimals: number; uiAmountString: string; amount: string } };
      };
    };
  };
}

/** Creates the reader; each call is one JSON-RPC request (no caching here: the route caches). */
export function createSolanaReader(config: SolanaChainConfig): SolanaReader {
  let nextId = 1;
  const rpc = async <T>(method: string, params: unknown[]): Promise<T> => {
    const response = await solanaRpcFetch(config.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
    const body = (await response.json()) as { result?: T; error?: { message: string } };
    if (body.error || body.result === undefined)
      throw new Error(`${config.caipNetworkId} ${method}: ${body.error?.message ?? 'no result'}`);
    return body.result;
  };
  const known = new Map((config.tokens ?? []).map((token) => [token.mint, token]));
  const entry = (numeric: string, decimals: number, price: number) => ({
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
  });

  return {
    caipNetworkId: config.caipNetworkId,
    history: (owner, baseUrl, before) =>
      readSolanaHistory(
        rpc,
        owner,
        {
          caipNetworkId: config.caipNetworkId,
          tokens: known,
          ...(config.nativePriceUsd ? { nativePriceUsd: config.nativePriceUsd } : {}),
          baseUrl,
        },
        before,
      ),
    pricedToken(mint) {
      const token = known.get(mint);
      return token?.price ? { name: token.name, symbol: token.symbol, price: token.price } : undefined;
    },
    async balances(owner, baseUrl) {
      const [lamports, tokens] = await Promise.all([
        rpc<{ value: number }>('getBalance', [owner]),
        rpc<{ value: ParsedTokenAccount[] }>('getTokenAccountsByOwner', [
          owner,
          { programId: TOKEN_PROGRAM },
          { encoding: 'jsonParsed' },
        ]),
      ]);
      const sol = BigInt(lamports.value).toString().padStart(10, '0');
      const solNumeric = `${sol.slice(0, -9)}.${sol.slice(-9)}`.replace(/\.?0+$/, '');
      const result: TokenBalance[] = [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: config.caipNetworkId,
          ...entry(solNumeric, 9, config.nativePriceUsd ?? 0),
          iconUrl: iconUrl(baseUrl, 'SOL'),
        },
      ];
      for (const { account } of tokens.value) {
        const { mint, tokenAmount } = account.data.parsed.info;
        if (tokenAmount.amount === '0') continue;
        const token = known.get(mint);
        const symbol = token?.symbol ?? mint.slice(0, 4);
        result.push({
          name: token?.name ?? mint,
          symbol,
          chainId: config.caipNetworkId,
          address: `${config.caipNetworkId}:${mint}`,
          ...entry(tokenAmount.uiAmountString, tokenAmount.decimals, token?.price ?? 0),
          iconUrl: iconUrl(baseUrl, token ? symbol : 'token'),
        });
      }
      return result;
    },
  };
}
