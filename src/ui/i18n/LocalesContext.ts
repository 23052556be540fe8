import { createContext } from 'react';

/** Locale tables a host passes to `<AppKitProvider locales>`: locale -> key -> text. */
export type LocaleTables = Record<string, Record<string, string>>;

/** Host-provided locale tables; empty unless `<AppKitProvider locales>` is set. */
export const LocalesContext = createContext<LocaleTables>({});
LocalesContext.displayName = 'PorticoLocales';
