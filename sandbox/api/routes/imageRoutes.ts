import { z } from 'zod';
import { notFound } from '../http/ApiError';
import { defineRoute } from '../http/defineRoute';
import { svgResponse } from '../icons/iconResponse';
import { sharedIconLibrary } from '../icons/sharedIconLibrary';
import { IMAGE_KINDS, type Web3IconLibrary } from '../icons/web3IconLibrary';

/**
 * GET /v1/images/{wallets|networks|tokens}/{imageId}.svg: the branded icons of `@web3icons/core`, which
 * the kit's wallet registry and networks reference by image id (docs/wallet-registry.md).
 */
export function createImageRoutes(library: () => Web3IconLibrary) {
  return [
    defineRoute({
      method: 'GET',
      path: '/v1/images/:kind/:file',
      params: z.object({
        kind: z.enum(IMAGE_KINDS),
        file: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}\.svg$/, 'must be <imageId>.svg'),
      }),
      async handle({ params }) {
        const id = params.file.slice(0, -'.svg'.length);
        const svg = library().svg(params.kind, id);
        if (!svg) throw notFound(`No ${params.kind} image ${params.file}`);
        return svgResponse(svg);
      },
    }),
  ];
}

/** The image routes over the process's shared index of the package. */
export const imageRoutes = createImageRoutes(sharedIconLibrary);
