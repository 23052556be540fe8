// Theme defaults of SPEC §9.

/** The theme modes the kit renders. */
export const THEME_MODES = ['light', 'dark'] as const;

/** A theme mode. */
export type ThemeMode = (typeof THEME_MODES)[number];

/** Theme used when the app sets none. */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

/** Default accent colour and the background it is designed against, per mode. */
export const ACCENT_COLORS = {
  light: { accent: 'hsla(231,100%,70%,1)', background: '#fff' },
  dark: { accent: 'hsla(230,100%,67%,1)', background: '#121313' },
} as const satisfies Record<ThemeMode, { accent: string; background: string }>;
