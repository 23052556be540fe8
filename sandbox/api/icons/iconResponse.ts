import type { RouteResponse } from '../http/defineRoute';

/**
 * An SVG answer. The icons never change for a package version, so caches may keep them a day; the CSP
 * keeps an SVG opened on its own from running script, and nosniff keeps it an image.
 */
export function svgResponse(svg: string): RouteResponse {
  return {
    body: svg,
    contentType: 'image/svg+xml',
    headers: {
      'cache-control': 'public, max-age=86400',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    },
  };
}
