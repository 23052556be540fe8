import { useMemo } from 'react';
import type { ThemeVariablesOption } from '../../kit/resolveThemeVariables';
import type { ThemeMode, ThemeVariables } from '../../store/slices/themeSlice';
import { useKitOrPageKit } from '../react/pageKit';
import { useKitValue } from './useKitValue';

/** What `useAppKitTheme` returns. */
export interface UseAppKitThemeReturnType {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
  setThemeMode(mode: ThemeMode): void;
  /** Merges `variables` over the current ones; AppKit's `--w3m-*` / `--apkt-*` keys are mapped. */
  setThemeVariables(variables: ThemeVariablesOption): void;
}

/** Reads and changes the theme at run time; re-renders only when the theme changes. */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const kit = useKitOrPageKit('useAppKitTheme');
  const { themeMode, themeVariables } = useKitValue(kit, (s) => s.theme);
  return useMemo(
    () => ({
      themeMode,
      themeVariables,
      setThemeMode: (mode: ThemeMode) => kit.setThemeMode(mode),
      setThemeVariables: (variables: ThemeVariablesOption) => kit.setThemeVariables(variables),
    }),
    [kit, themeMode, themeVariables],
  );
}
