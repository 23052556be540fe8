import { ACCENT_COLORS, type ThemeMode } from '../../core/constants/theme';

/** Colour tokens of one theme mode, named after the CSS variables they become (`--portico-{name}`). */
export interface Palette {
  'color-bg': string;
  'color-surface': string;
  'color-surface-raised': string;
  'color-border': string;
  'color-fg': string;
  'color-fg-muted': string;
  'color-overlay': string;
  'color-success': string;
  'color-error': string;
  'color-focus': string;
}

// Foreground/background pairs are chosen for WCAG AA (4.5:1) on every surface they sit on.
/** The built-in dark and light palettes; backgrounds are the SPEC §9 ones. */
export const PALETTES: Record<ThemeMode, Palette> = {
  dark: {
    'color-bg': ACCENT_COLORS.dark.background,
    'color-surface': '#1e1f1f',
    'color-surface-raised': '#2a2b2b',
    'color-border': 'rgba(255, 255, 255, 0.12)',
    'color-fg': '#e4e7e7',
    'color-fg-muted': '#a3abab',
    'color-overlay': 'rgba(0, 0, 0, 0.6)',
    'color-success': '#3cd88b',
    'color-error': '#ff7a85',
    'color-focus': ACCENT_COLORS.dark.accent,
  },
  light: {
    'color-bg': ACCENT_COLORS.light.background,
    'color-surface': '#f3f4f4',
    'color-surface-raised': '#e9eaea',
    'color-border': 'rgba(0, 0, 0, 0.12)',
    'color-fg': '#141414',
    'color-fg-muted': '#5c6363',
    'color-overlay': 'rgba(0, 0, 0, 0.3)',
    'color-success': '#14773f',
    'color-error': '#c2111f',
    'color-focus': '#3b5bdb',
  },
};
