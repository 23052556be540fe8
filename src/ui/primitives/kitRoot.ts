// The kit root marker lives with the design system: primitives style themselves under it, and the
// shell's theme (src/ui/theme) builds on it, so the arrow points from the shell to the primitives.

/** The attribute that marks a kit root; every kit selector starts with it so nothing leaks out. */
export const ROOT_ATTRIBUTE = 'data-portico-root';

/** `[data-portico-root]`: prefix for every kit selector. */
export const ROOT = `[${ROOT_ATTRIBUTE}]`;
