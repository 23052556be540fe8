import { defineError } from '../../core/errors/defineError';

// Errors of the kit's buttons and their web components, reported in the console. A chunk of its own:
// only a page with a bad prop or attribute loads it.

/**
 * A button prop (`charsStart={-1}`) or element attribute (`<appkit-button size="xl">`) out of its
 * range. Reported in the console; the button renders with the default instead.
 */
export const InvalidButtonOptionError = /* @__PURE__ */ defineError({
  name: 'InvalidButtonOptionError',
  message: (component: string, option: string, value: string, expected: string) =>
    `${component}: ${option} must be ${expected}, got "${value}"; the default is used`,
  fields: (component: string, option: string, value: string, expected: string) => ({
    component,
    option,
    value,
    expected,
  }),
});
