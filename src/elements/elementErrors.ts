import { defineError } from '../core/errors/defineError';

// Errors of the web components (`portico/elements`), reported in the console.

/** A web component on a page with two or more kits: it cannot tell which one it serves. */
export const AmbiguousElementKitError = /* @__PURE__ */ defineError({
  name: 'AmbiguousElementKitError',
  message: (element: string, count: number) =>
    `${element} serves the page's one kit, but ${count} kits exist on this page: create one kit, or use the React components inside <AppKitProvider kit={yourKit}>`,
  fields: (element: string, count: number) => ({ element, count }),
});
