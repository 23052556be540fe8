import { ROOT } from './kitRoot';

// The design tokens the views' stylesheet builds on. They ship with the modal's chunk (inside
// PRIMITIVES_CSS), not with the base sheet, so the initial bundle carries none of them: only views use
// them. The colours that differ by theme key on the root's data-theme; the rest derive from the palette
// (soft backgrounds mix a tone into transparent, so they sit right on any surface and host tint).
/** Spacing, type, control and tone tokens (`--portico-space-*`, `--portico-color-warning`...). */
export const TOKENS_CSS = `
${ROOT} {
  --portico-space-1: 4px;
  --portico-space-2: 8px;
  --portico-space-3: 12px;
  --portico-space-4: 16px;
  --portico-space-5: 20px;
  --portico-space-6: 24px;
  --portico-font-size-xl: calc(var(--portico-font-size-master) * 2.8);
  --portico-font-weight-regular: 400;
  --portico-font-weight-medium: 500;
  --portico-font-weight-bold: 600;
  --portico-line-height-tight: 1.25;
  --portico-control-height: 44px;
  --portico-control-height-sm: 32px;
  --portico-icon-size-sm: 16px;
  --portico-color-warning: #f5b544;
  --portico-color-error-soft: color-mix(in srgb, var(--portico-color-error) 14%, transparent);
  --portico-color-warning-soft: color-mix(in srgb, var(--portico-color-warning) 14%, transparent);
  --portico-color-success-soft: color-mix(in srgb, var(--portico-color-success) 14%, transparent);
  --portico-focus-ring: 0 0 0 3px color-mix(in srgb, var(--portico-color-focus) 35%, transparent);
  --portico-error-ring: 0 0 0 3px var(--portico-color-error-soft);
}
/* Amber text on white is under 4.5:1 unless dark: the light theme's warning is a deep amber. */
${ROOT}[data-theme='light'] { --portico-color-warning: #8a5300; }
`;
