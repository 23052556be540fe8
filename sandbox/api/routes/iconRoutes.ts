import { z } from 'zod';
import { notFound } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { sandboxIcons } from '../icons/sandboxIcons';

/** GET /v1/icons/{symbol}.svg: token icons, served here so that no answer points to another host. */
export const iconRoutes = [
  defineRoute({
    method: 'GET',
    path: '/v1/icons/:file',
    params: z.object({ file: z.string().regex(/^[a-z0-9]{1,20}\.svg$/, 'must be <symbol>.svg') }),
    async handle({ params }) {
      const symbol = params.file.slice(0, -'.svg'.length);
      // hasOwn: a name like `constructor` must not reach Object.prototype.
      const svg = Object.hasOwn(sandboxIcons, symbol) ? sandboxIcons[symbol] : undefined;
      if (!svg) throw notFound(`No icon ${params.file}`);
      return {
        body: svg,
        contentType: 'image/svg+xml',
        headers: { 'cache-control': 'public, max-age=86400' },
      };
    },
  }),
];
