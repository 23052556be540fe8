import { useMemo } from 'react';
import { isEnglishLocale } from '../../kit/followShippedLocale';
import type { RootState } from '../../store/createKitStore';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/** What `useAppKitLocale` returns. */
export interface UseAppKitLocaleReturnType {
  /** The locale asked for (the option, `setLocale`, else the browser's languages). */
  locale: string;
  /** False while a shipped locale's strings are on their way (English fills in until then). */
  ready: boolean;
  /** Switches the language live, no reload (kit.setLocale); throws InvalidLocaleError for a non-tag. */
  setLocale(locale: string): void;
}

const selectLocale = (state: RootState) => state.options.locale;
// Ready once the follower has marked the locale loaded (it does so for every non-English tag it
// follows, shipped or not); English needs nothing.
const selectReady = (state: RootState) =>
  isEnglishLocale(state.options.locale) || state.options.loadedLocale === state.options.locale;

/** Reads and switches the kit's language (docs/i18n.md); re-renders when either locale changes. */
export function useAppKitLocale(): UseAppKitLocaleReturnType {
  const kit = useKitOrPageKit('useAppKitLocale');
  const locale = useKitValue(kit, selectLocale);
  const ready = useKitValue(kit, selectReady);
  return useMemo(
    () => ({ locale, ready, setLocale: (next: string) => kit.setLocale(next) }),
    [kit, locale, ready],
  );
}
