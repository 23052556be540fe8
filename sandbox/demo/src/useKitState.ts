import type { AppKit, PublicState } from 'portico';
import { useSyncExternalStore } from 'react';

/** The kit's public state through its framework-agnostic API (what a non-React host would read). */
export function useKitState(kit: AppKit): PublicState {
  return useSyncExternalStore(kit.subscribeState, kit.getState, kit.getState);
}
