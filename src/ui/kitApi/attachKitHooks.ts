import type { Api, ApiModules } from '@reduxjs/toolkit/query';
import { reactHooksModule, reactHooksModuleName } from '@reduxjs/toolkit/query/react';
import type { BlockchainApi } from '../../api/createBlockchainApi';
import type { AppKit } from '../../kit/createAppKit';
import { useKitDispatch, useKitSelector, useKitStore } from '../../store/react/kitHooks';
import { KIT_API_SERVICE_ID } from './kitApiService';

// biome-ignore lint/suspicious/noExplicitAny: module names do not depend on the api's type parameters
type ModuleName = keyof ApiModules<any, any, any, any>;

/** An api of the kit with RTK Query's React hooks (`useXQuery`, `useXInfiniteQuery`, ...) added. */
export type WithKitHooks<A> =
  A extends Api<infer B, infer D, infer R, infer T, infer M extends ModuleName>
    ? Api<B, D, R, T, M | typeof reactHooksModuleName>
    : never;

/** The kit's blockchain API as the views read it: with hooks bound to the kit's react-redux context. */
export type KitApi = WithKitHooks<BlockchainApi>;

// The hooks read the store of the nearest <KitScope> (the kit's own context, never react-redux's
// default one): the same module serves every kit on the page, each view reading its own kit's store.
// RTK Query types them as react-redux's own hooks (with `.withTypes`), which it never calls: the cast.
const hooks = {
  useDispatch: useKitDispatch,
  useSelector: useKitSelector,
  useStore: useKitStore,
} as unknown as NonNullable<Parameters<typeof reactHooksModule>[0]>['hooks'];

/**
 * The kit's api with RTK Query's React hooks, loading the api if needed. The api is created in the
 * core, without React (`portico` has none); the hooks module joins it here, once, through
 * `attachModule` (api/attachableModules.ts), and from then on every endpoint injected into it, by a
 * view or a plugin, has its generated hooks. This file is its own lazy chunk: the hooks module is
 * fetched with the first view that reads data, never with the code that paints the connect button.
 */
export async function loadKitApi(kit: Pick<AppKit, 'getApi' | 'services'>): Promise<KitApi> {
  const api = await kit.getApi();
  if (!api.hasModule(reactHooksModuleName)) api.attachModule(reactHooksModule({ hooks }));
  const withHooks = api as unknown as KitApi;
  kit.services.set(KIT_API_SERVICE_ID, withHooks);
  return withHooks;
}
