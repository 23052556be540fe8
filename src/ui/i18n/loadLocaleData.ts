import type { LocaleData, LocaleFile } from './localeFile';
import type { BundledLocale } from './supportedLocales';

// One chunk per locale: each import() below is a separate file for the host's bundler, fetched the
// first time the kit shows that locale (issue 28: an English-only app fetches none of them). This
// module is itself loaded only for a locale other than English (src/kit/followShippedLocale.ts).
const fromFile = (file: Promise<LocaleFile>): Promise<LocaleData> => file.then(({ table }) => ({ table }));
const LOADERS: Record<Exclude<BundledLocale, 'en'>, () => Promise<LocaleData>> = {
  es: () => fromFile(import('./locales/es')),
  fr: () => fromFile(import('./locales/fr')),
  de: () => fromFile(import('./locales/de')),
  'pt-BR': () => fromFile(import('./locales/pt-BR')),
  it: () => fromFile(import('./locales/it')),
  ja: () => fromFile(import('./locales/ja')),
  ko: () => fromFile(import('./locales/ko')),
  'zh-CN': () => fromFile(import('./locales/zh-CN')),
  'zh-TW': () => fromFile(import('./locales/zh-TW')),
  ru: () => fromFile(import('./locales/ru')),
  tr: () => fromFile(import('./locales/tr')),
  hi: () => fromFile(import('./locales/hi')),
  ar: () => fromFile(import('./locales/ar')),
  he: () => fromFile(import('./locales/he')),
  'en-XA': () => import('./pseudoLocalize').then(({ pseudoLocale }) => pseudoLocale('en-XA')),
  'ar-XB': () => import('./pseudoLocalize').then(({ pseudoLocale }) => pseudoLocale('ar-XB')),
};

const loaded = new Map<BundledLocale, LocaleData>();
const loading = new Map<BundledLocale, Promise<LocaleData>>();

/**
 * Fetches `locale`'s table once (shared by every kit on the page); a failed fetch is forgotten, so
 * the next call retries it. English resolves at once with no table.
 */
export function loadLocaleData(locale: BundledLocale): Promise<LocaleData> {
  if (locale === 'en') return Promise.resolve({});
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then(
      (data) => {
        loaded.set(locale, data);
        loading.delete(locale);
        return data;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}
