import type { ThemeVariables } from '../store/slices/themeSlice';

/** The kit's theme variables; AppKit's keys are the same names in kebab case (`--w3m-z-index` = `zIndex`). */
export const THEME_VARIABLES: readonly (keyof ThemeVariables)[] = [
  'fontFamily',
  'accent',
  'colorMix',
  'colorMixStrength',
  'fontSizeMaster',
  'borderRadiusMaster',
  'zIndex',
];

/**
 * The kit's variable a key sets: its own name (`accent`), or AppKit's `--w3m-*` / `--apkt-*` name of
 * it (`--w3m-color-mix-strength` = `colorMixStrength`); undefined for any other key.
 */
export function themeVariableOf(key: string): keyof ThemeVariables | undefined {
  const name = key.replace(/^--(w3m|apkt)-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return (key === name || key[0] === '-') && THEME_VARIABLES.includes(name as keyof ThemeVariables)
    ? (name as keyof ThemeVariables)
    : undefined;
}
