import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { caip10Schema } from '../http/schemas';
import { iconUrl } from '../icons/sandboxIcons';

/** The native token's address in CAIP-10 price requests (the usual 0xeeee...eeee convention). */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

interface Fungible {
  name: string;
  symbol: string;
  iconUrl: string;
  price: number;
  address: string;
}

/**
 * POST /v1/fungible/price: USD prices of CAIP-10 token addresses. Addresses on chains or of tokens
 * the sandbox does not know are left out of the answer rather than failing the whole batch.
 */
export const fungiblePriceRoutes = [
  defineRoute({
    method: 'POST',
    path: '/v1/fungible/price',
    body: z.object({
      currency: z.literal('usd', { error: 'only usd is supported' }),
      addresses: z.array(caip10Schema).min(1).max(100),
      projectId: z.string().max(200).optional(),
    }),
    async handle({ body, context }) {
      const fungibles: Fungible[] = [];
      const baseUrl = context.publicUrl();
      for (const requested of body.addresses) {
        // The balance endpoint prices the Solana chains' known SPL tokens; so does this one, alike.
        const solana = context.solanaChains?.get(requested.chainId)?.pricedToken(requested.address);
        if (solana) {
          fungibles.push({ ...solana, iconUrl: iconUrl(baseUrl, solana.symbol), address: requested.caip10 });
          continue;
        }
        const reader = context.chains.get(requested.chainId);
        if (!reader) continue;
        const [prices, tokens] = await Promise.all([reader.prices(), reader.tokens()]);
        const address = requested.address.toLowerCase();
        if (address === nativeTokenAddress) {
          const { name, symbol } = reader.nativeCurrency;
          fungibles.push({
            name,
            symbol,
            iconUrl: iconUrl(baseUrl, symbol),
            price: prices.native,
            address: requested.caip10,
          });
          continue;
        }
        const token = tokens.find((candidate) => candidate.address.toLowerCase() === address);
        const price = prices.tokens.get(address);
        // No price is no entry: a price of 0 would read as "worthless", not "unknown".
        if (!token || price === undefined) continue;
        fungibles.push({
          name: token.name,
          symbol: token.symbol,
          iconUrl: iconUrl(baseUrl, token.symbol),
          price,
          address: requested.caip10,
        });
      }
      return { json: { fungibles } };
    },
  }),
];
