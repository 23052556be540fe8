import { z } from 'zod';
import {
  BUNDLED_WALLETS,
  filterWallets,
  pageOf,
  searchWallets,
} from '../../../src/core/wallets/walletCatalog';
import { defineRoute } from '../http/defineRoute';
import { kitQueryFields } from '../http/schemas';

const idList = z
  .string()
  .max(4000)
  .optional()
  .transform((value) => (value ? value.split(',').filter(Boolean) : []));

/**
 * GET /v1/wallets: the wallet registry the modal's All Wallets view pages through. The sandbox serves
 * the same curated list the kit bundles, with the same filtering, search and paging rules.
 */
export const walletsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/wallets',
    query: z.object({
      ...kitQueryFields,
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      entries: z.coerce.number().int().min(1).max(100).default(40),
      search: z.string().max(100).optional(),
      include: idList,
      exclude: idList,
    }),
    async handle({ query }) {
      const filtered = filterWallets(BUNDLED_WALLETS, {
        includeWalletIds: query.include,
        excludeWalletIds: query.exclude,
      });
      const matches = searchWallets(filtered, query.search ?? '');
      return { json: { count: matches.length, data: pageOf(matches, query.page, query.entries) } };
    },
  }),
];
