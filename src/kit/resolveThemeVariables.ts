import type { ThemeVariables } from '../store/slices/themeSlice';
import { themeVariableProblems } from './checkOptions';
import { themeVariableOf } from './themeVariableOf';

/** AppKit's theme variables with one prefix: `--w3m-` (AppKit 1.x) or `--apkt-` (its newer name). */
type AppKitThemeKeys<P extends string> = {
  [K in
    | `${P}font-family`
    | `${P}accent`
    | `${P}color-mix`
    | `${P}font-size-master`
    | `${P}border-radius-master`
    | `${P}qr-color`]?: string;
} & { [K in `${P}color-mix-strength` | `${P}z-index`]?: number };

/**
 * AppKit's `themeVariables` keys, each mapped onto the kit's variable of the same meaning
 * (docs/theming.md). `--w3m-qr-color` is reported and not applied: the kit's QR code is always dark on
 * white, the contrast every scanner reads.
 */
export type AppKitThemeVariables = AppKitThemeKeys<'--w3m-'> & AppKitThemeKeys<'--apkt-'>;

/** `themeVariables` as createAppKit and `setThemeVariables` take them: the kit's keys or AppKit's. */
export type ThemeVariablesOption = ThemeVariables & AppKitThemeVariables;

/**
 * `themeVariables` (createAppKit's, or `setThemeVariables`'s) as the kit's variables, AppKit's keys
 * mapped. In development a wrong key or value throws here and `--w3m-qr-color` is reported
 * (checkOptions.ts, which a production build leaves out); in production a key that cannot be applied
 * is skipped and named through `warn`.
 */
export function resolveThemeVariables(input: unknown, warn: (message: string) => void): ThemeVariables {
  // Bundlers replace NODE_ENV; a production build drops this branch and checkOptions.ts with it.
  if (process.env.NODE_ENV !== 'production') {
    const { errors, warnings } = themeVariableProblems(input);
    if (errors[0]) throw errors[0];
    for (const warning of warnings) warn(warning);
  }
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input ?? {})) {
    const variable = themeVariableOf(key);
    // Numbers may come as strings ('1000'), as CSS values often do.
    if (variable) resolved[variable] = /Index|Strength/.test(variable) ? Number(value) : value;
    // Named, never dropped silently: `--w3m-qr-color` (docs/theming.md says why), and in production
    // (development threw above) any key the kit does not know.
    else warn(`[portico] themeVariables[${JSON.stringify(key)}] is not applied (docs/theming.md)`);
  }
  return resolved as ThemeVariables;
}
