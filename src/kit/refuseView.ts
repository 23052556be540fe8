import { defineError } from '../core/errors/defineError';
import { BUILT_IN_PLUGINS } from '../plugins/builtInPlugins';

// Why `open()` cannot show a view nobody serves: its own chunk, loaded only when that happens, so the
// reasons below are not start-up code of every page (docs/bench.md, "Issue 24").

/** `open({ view })` of a name that neither the modal nor any registered plugin serves. */
export const UnknownViewError = /* @__PURE__ */ defineError({
  name: 'UnknownViewError',
  message: (view: string) =>
    `Unknown view "${view}": it is neither a core view nor served by a registered plugin`,
});
/** `open({ view })` of a view Portico does not serve, with the reason. */
export const ViewNotAvailableError = /* @__PURE__ */ defineError({
  name: 'ViewNotAvailableError',
  message: (view: string, reason: string) => `The view "${view}" is not available: ${reason}`,
  fields: (view: string) => ({ view }),
});
/**
 * Views AppKit documents for `open()` that Portico does not serve, with the reason given to the
 * caller: a plain-JS host gets a typed `ViewNotAvailableError`, never "Unknown view". Consulted only
 * when no plugin serves the view.
 */
export const APPKIT_VIEWS_NOT_IN_PORTICO = {
  WhatIsANetwork: 'Portico has no onboarding views; link to your own explainer instead',
  WhatIsAWallet: 'Portico has no onboarding views; link to your own explainer instead',
  ProfileWallets:
    "Portico connects one wallet per namespace and has no wallet switcher; open 'Account' instead",
} as const satisfies Readonly<Record<string, string>>;

/**
 * The error `open({ view })` rejects with when neither the modal nor a registered plugin serves `view`:
 * `ViewNotAvailableError` for one of AppKit's views Portico lacks or a built-in plugin's view whose
 * feature is off (never "Unknown view" for those), else `UnknownViewError`.
 */
export function viewRefusal(view: string): Error {
  const missing = (APPKIT_VIEWS_NOT_IN_PORTICO as Readonly<Record<string, string>>)[view];
  if (missing) return new ViewNotAvailableError(view, missing);
  const builtIn = BUILT_IN_PLUGINS.find((d) => (d.views as readonly string[]).includes(view));
  if (builtIn?.feature) {
    return new ViewNotAvailableError(view, `the '${builtIn.feature}' feature is switched off in this kit`);
  }
  return new UnknownViewError(view);
}
