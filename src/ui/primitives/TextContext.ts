import { createContext, useContext } from 'react';

/** A translate function: key and `{name}` variables in, display text out (never undefined). */
export type Translate = ((key: string, vars?: Record<string, string | number>) => string) & {
  /** Whether any table has `key`, for callers that have a better fallback than the key itself. */
  has(key: string): boolean;
};

const keyAsText: Translate = Object.assign((key: string) => key, { has: () => false });

/**
 * The modal's translate function, provided by the shell around every view. Plugins' views read their
 * strings through it (`useText()('send.title')`), so they depend on the design system, not the shell.
 */
export const TextContext = createContext<Translate>(keyAsText);
TextContext.displayName = 'PorticoText';

/** The translate function of the modal the component is in. */
export function useText(): Translate {
  return useContext(TextContext);
}
