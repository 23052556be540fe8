import type { ReactNode } from 'react';
import { TextContext } from '../primitives/TextContext';
import { useT } from './useT';

/**
 * Provides the modal's translate function to everything below it, so plugins' views and primitives,
 * which may not import the shell, read their strings through `useText()`.
 */
export function TextScope({ children }: { children?: ReactNode }) {
  const t = useT();
  return <TextContext.Provider value={t}>{children}</TextContext.Provider>;
}
