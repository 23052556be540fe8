import { type Context, createContext } from 'react';
import type { ReactReduxContextValue } from 'react-redux';
import type { RootState } from '../createKitStore';

/**
 * The react-redux context of Portico's kits. A context of the kit's own, never react-redux's default
 * one, so a host app's own `<Provider store>` and the kit's store are never confused with each other.
 */
export const KitReduxContext = createContext<ReactReduxContextValue<RootState> | null>(
  null,
) as Context<ReactReduxContextValue<RootState> | null>;
KitReduxContext.displayName = 'PorticoKitStore';
