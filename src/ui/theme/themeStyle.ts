import type { CSSProperties } from 'react';
import { ACCENT_COLORS } from '../../core/constants/theme';
import type { ThemeMode, ThemeVariables } from '../../store/slices/themeSlice';
import { PALETTES } from './palette';
import { readableForeground } from './readableForeground';

/** Prefix of every CSS custom property the kit defines. */
export const CSS_VAR_PREFIX = '--portico-';

/** Defaults of the host-settable variables that are not colours. */
export const THEME_DEFAULTS = {
  fontFamily: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSizeMaster: '10px',
  borderRadiusMaster: '4px',
  zIndex: 999,
} as const;

// Mixing a host tint into surfaces (colorMix) mirrors what hosts expect from AppKit-style kits.
function mix(base: string, tint: string | undefined, strength: number | undefined): string {
  if (!tint || !strength) return base;
  const pct = Math.max(0, Math.min(100, strength));
  return `color-mix(in srgb, ${tint} ${pct}%, ${base})`;
}

/**
 * The custom properties of the kit root for a theme mode and the host's variables. They are set
 * inline on each kit root element, so a runtime `setThemeMode`/`setThemeVariables` is one re-render
 * and nothing is written to the host's `:root`.
 */
export function themeStyle(mode: ThemeMode, variables: ThemeVariables = {}): Record<string, string> {
  // The store validates modes, but a bad persisted or synced value must still paint a usable theme.
  const known: ThemeMode = mode === 'light' ? 'light' : 'dark';
  const palette = PALETTES[known];
  const accent = variables.accent ?? ACCENT_COLORS[known].accent;
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(palette)) {
    const surface = name === 'color-bg' || name.startsWith('color-surface');
    style[`${CSS_VAR_PREFIX}${name}`] = surface
      ? mix(value, variables.colorMix, variables.colorMixStrength)
      : value;
  }
  style[`${CSS_VAR_PREFIX}accent`] = accent;
  style[`${CSS_VAR_PREFIX}accent-foreground`] = readableForeground(accent);
  if (variables.accent) style[`${CSS_VAR_PREFIX}color-focus`] = variables.accent;
  style[`${CSS_VAR_PREFIX}font-family`] = variables.fontFamily ?? THEME_DEFAULTS.fontFamily;
  style[`${CSS_VAR_PREFIX}font-size-master`] = variables.fontSizeMaster ?? THEME_DEFAULTS.fontSizeMaster;
  style[`${CSS_VAR_PREFIX}border-radius-master`] =
    variables.borderRadiusMaster ?? THEME_DEFAULTS.borderRadiusMaster;
  style[`${CSS_VAR_PREFIX}z-index`] = String(variables.zIndex ?? THEME_DEFAULTS.zIndex);
  return style;
}

/** `themeStyle` typed for a React `style` prop. */
export const themeStyleProp = (mode: ThemeMode, variables?: ThemeVariables): CSSProperties =>
  themeStyle(mode, variables) as CSSProperties;
