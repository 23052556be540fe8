import { useContext, useMemo } from 'react';
import type { RootState } from '../../store/createKitStore';
import { useKitSelector } from '../../store/react/kitHooks';
import { useKit } from '../react/KitContext';
import { createTranslator, localeChain, type Translate } from './createTranslator';
import { en } from './en';
import { LocalesContext } from './LocalesContext';
import { localeCache } from './localeCache';

// Plugin strings appear when a plugin's chunk loads; this key changes exactly then.
const selectLoadedPlugins = (state: RootState) =>
  Object.keys(state.plugins)
    .filter((name) => state.plugins[name]?.status === 'loaded')
    .join(',');

const NONE: Record<string, string> = {};

/**
 * The translate function of the kit's locale (`options.locale`): host tables, then plugin strings,
 * then the shipped table (src/ui/i18n/locales, once it has arrived), then English (host overrides, `en`, `englishExtras`, English plugin strings), then the key itself.
 * The buttons call it without extras so the views' strings stay out of the initial bundle.
 */
export function useTranslate(englishExtras: Record<string, string> = NONE): Translate {
  const kit = useKit('useT');
  const locale = useKitSelector((state) => state.options.locale);
  const loadedLocale = useKitSelector((state) => state.options.loadedLocale);
  const loadedPlugins = useKitSelector(selectLoadedPlugins);
  const hostTables = useContext(LocalesContext);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedPlugins is the signal that plugin tables changed
  return useMemo(() => {
    // The host's tables win over the shipped one, which wins over English.
    // Only once this kit has marked it loaded (never on the server): the first render matches the server's.
    const shipped = loadedLocale === locale ? localeCache.get(locale) : undefined;
    const localeTables = [
      ...localeChain(locale).flatMap((l) => [hostTables[l], kit.plugins.strings(l)]),
      shipped?.table,
    ];
    const englishTables = [hostTables.en, en, englishExtras, kit.plugins.strings('en')];
    return createTranslator({ localeTables, englishTables, locale, transform: shipped?.transform });
  }, [kit, locale, loadedLocale, loadedPlugins, hostTables, englishExtras]);
}
