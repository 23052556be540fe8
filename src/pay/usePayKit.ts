import type { AppKit } from '../kit/createAppKit';
import { useKitOrPageKit } from '../ui/react/pageKit';
import type { PayKit } from './payKit';

/** The kit a pay hook acts on: its provider's, else the page's one kit (throws naming `hookName`). */
export function usePayKit(hookName: string): { kit: AppKit; payKit: PayKit } {
  const kit = useKitOrPageKit(hookName);
  return { kit, payKit: kit as unknown as PayKit };
}
