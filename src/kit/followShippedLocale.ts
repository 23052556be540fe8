import type { KitStore, RootState } from '../store/createKitStore';
import { afterFirstPaint } from '../store/persistence/afterFirstPaint';

// Start-up side of the locales (issue 28): nothing is fetched while a kit shows English; the first
// time it shows another locale (the option, setLocale, or a browser whose languages are not all
// English) the follower (followLocale.ts) and the locale's table are fetched. Servers never fetch: they
// render English, and the browser's first render matches them (hydration), the text changing after.

type LocaleKit = Pick<KitStore, 'store' | 'disposers' | 'services'>;
const following = new WeakSet<LocaleKit>();

/** True for English tags (`en`, `en-GB`), not for the `en-XA` pseudo-locale. */
export const isEnglishLocale = (tag: string) => /^en(-(?!xa$)[a-z0-9]+)*$/i.test(tag);

/**
 * Starts following `kit`'s locale unless it is English (once per kit). `detect`: the kit has no locale
 * option, so the follower picks the browser's first shipped language unless it is English.
 */
export function followShippedLocale(kit: LocaleKit, detect = false): void {
  if (typeof document === 'undefined' || following.has(kit)) return;
  // A page may have a document and no navigator (a test's stub, an embedded runtime): no languages then.
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  const wanted = detect ? languages : [(kit.store.getState() as RootState).options.locale];
  if (wanted.every(isEnglishLocale)) return;
  following.add(kit);
  import('./followLocale').then(
    ({ followLocale }) => kit.services.onDispose(followLocale(kit, detect)),
    (error: unknown) => {
      following.delete(kit);
      console.error('[portico] the locale strings could not be loaded', error);
    },
  );
}

/**
 * At a kit's creation: follows its locale option if it has one, and without one reads the browser's
 * languages after the first paint (a server-rendered page hydrates with the server's English first).
 * `chosen()` is setLocale's: the host's choice then wins over the browser's languages.
 */
export function startLocales(kit: LocaleKit, detect: boolean): { chosen(): void } {
  let chosen = false;
  followShippedLocale(kit);
  if (detect && typeof document !== 'undefined') {
    void afterFirstPaint().then(() => {
      if (!chosen) followShippedLocale(kit, true);
    });
  }
  return {
    chosen() {
      chosen = true;
      followShippedLocale(kit);
    },
  };
}
