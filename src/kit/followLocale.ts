import type { KitStore, RootState } from '../store/createKitStore';
import { optionsSlice } from '../store/slices/optionsSlice';
import { loadLocaleData } from '../ui/i18n/loadLocaleData';
import { localeCache } from '../ui/i18n/localeCache';
import { bundledLocaleFor, preferredLocale } from '../ui/i18n/supportedLocales';
import { onSelectedChange } from './onSelectedChange';

// Lazy (fetched by followShippedLocale.ts the first time a kit shows a locale other than English):
// fetches the kit's locale table now and whenever the locale changes, then marks the locale loaded so
// the views re-render in it (a locale the kit does not ship is marked at once: the host's tables and
// English serve it). A table that cannot be fetched leaves the kit in English, said on the console;
// the next setLocale retries.

/**
 * Follows `kit`'s locale from now on; returns its stop. `detect`: first switch to the browser's
 * preferred shipped language, unless the host has set a locale meanwhile.
 */
export function followLocale(kit: Pick<KitStore, 'store' | 'disposers'>, detect: boolean): () => void {
  const locale = () => (kit.store.getState() as RootState).options.locale;
  const loaded = (wanted: string) => {
    if (locale() === wanted) kit.store.dispatch(optionsSlice.actions.localeLoaded(wanted));
  };
  const load = () => {
    const wanted = locale();
    const bundled = bundledLocaleFor(wanted);
    if (!bundled || bundled === 'en') return loaded(wanted);
    loadLocaleData(bundled).then(
      (data) => {
        localeCache.set(wanted, data);
        loaded(wanted);
      },
      (error: unknown) => console.error(`[portico] the "${bundled}" strings could not be loaded`, error),
    );
  };
  const stop = onSelectedChange(kit, (state: RootState) => state.options.locale, load);
  if (detect && locale() === 'en') {
    const preferred = preferredLocale(navigator.languages ?? [navigator.language]);
    if (preferred !== 'en') kit.store.dispatch(optionsSlice.actions.localeSet(preferred));
  }
  load();
  return stop;
}
