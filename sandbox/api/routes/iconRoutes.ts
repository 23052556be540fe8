import { z } from 'zod';
import { notFound } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { svgResponse } from '../icons/iconResponse';
import { sandboxIcons } from '../icons/sandboxIcons';
import { sharedIconLibrary } from '../icons/sharedIconLibrary';

/**
 * GET /v1/icons/{symbol}.svg: token icons, served here so that no answer points to another host. A
 * symbol with a branded icon in `@web3icons/core` (eth, usdc) gets it; the sandbox's own tokens (prt)
 * and the `token` fallback get the hand-made badges.
 */
export const iconRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/icons/:file',
    params: z.object({ file: z.string().regex(/^[a-z0-9]{1,20}\.svg$/, 'must be <symbol>.svg') }),
    async handle({ params }) {
      const symbol = params.file.slice(0, -'.svg'.length);
      // hasOwn: a name like `constructor` must not reach Object.prototype.
      const svg =
        sharedIconLibrary().svg('tokens', symbol) ??
        (Object.hasOwn(sandboxIcons, symbol) ? sandboxIcons[symbol] : undefined);
      if (!svg) throw notFound(`No icon ${params.file}`);
      return svgResponse(svg);
    },
  }),
];
