// Through the public entry, as a team's own frame would take it (`portico`).
import { type ThemeVariables, themeStyle } from '../../../src/index';

// SYNC_THEME in the frame page: the kit's mode and variables become the same --portico-* tokens the
// modal uses, so the approval card looks like the view it sits in. The values come from the app, so
// each is checked against a narrow pattern first: nothing that could load a resource (`url(...)`,
// `image-set`) or break out of a declaration reaches the page's style.

/** Colours as hosts pass them: hex, rgb[a](), hsl[a]() with plain numbers, or a keyword. */
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\(\s*[-0-9.%\s,/deg]{1,64}\)|[a-z]{3,20})$/i;
/** A length in px, as the kit's master sizes are written. */
const PX = /^\d{1,2}(\.\d{1,3})?px$/;
/** A font stack: names, quotes, commas and spaces only. */
const FONT_STACK = /^[\p{L}\p{N}\s,'"-]{1,200}$/u;

/** Keeps the variables the card uses, each only if it has the expected shape and a sane size. */
export function checkThemeVariables(raw: unknown): ThemeVariables {
  if (typeof raw !== 'object' || raw === null) return {};
  const input = raw as Record<string, unknown>;
  const text = (key: string, pattern: RegExp) => {
    const value = input[key];
    return typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : undefined;
  };
  const px = (key: string, max: number) => {
    const value = text(key, PX);
    return value !== undefined && Number.parseFloat(value) <= max ? value : undefined;
  };
  const checked: ThemeVariables = {};
  const accent = text('accent', COLOR);
  if (accent) checked.accent = accent;
  const colorMix = text('colorMix', COLOR);
  const strength = input.colorMixStrength;
  if (colorMix && typeof strength === 'number' && strength >= 0 && strength <= 100) {
    checked.colorMix = colorMix;
    checked.colorMixStrength = strength;
  }
  const fontFamily = text('fontFamily', FONT_STACK);
  if (fontFamily) checked.fontFamily = fontFamily;
  const fontSizeMaster = px('fontSizeMaster', 16);
  if (fontSizeMaster && Number.parseFloat(fontSizeMaster) >= 8) checked.fontSizeMaster = fontSizeMaster;
  const borderRadiusMaster = px('borderRadiusMaster', 16);
  if (borderRadiusMaster) checked.borderRadiusMaster = borderRadiusMaster;
  return checked;
}

/** Applies a SYNC_THEME payload (or the visitor's preference before one arrives) to `root`. */
export function applyFrameTheme(root: HTMLElement, theme: unknown): void {
  const payload = (typeof theme === 'object' && theme !== null ? theme : {}) as Record<string, unknown>;
  const mode = payload.themeMode === 'light' ? 'light' : 'dark';
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
  for (const [name, value] of Object.entries(themeStyle(mode, checkThemeVariables(payload.themeVariables)))) {
    root.style.setProperty(name, value);
  }
}
