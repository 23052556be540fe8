// Every view name is declared once: the core views in the table below, a plugin's views in its
// descriptor (`definePlugin({ views: [...] })`), which adds them to `PluginViewNames` by declaration
// merging. `ViewName` is derived from both, so a misspelt view is a type error everywhere.

/** The views the modal itself serves (SPEC §2 views that no plugin brings, plus the network list). */
export const CORE_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ApproveTransaction',
  'UnsupportedChain',
  'Networks',
] as const;

/** A view the modal serves itself. */
export type CoreView = (typeof CORE_VIEWS)[number];

/**
 * The core views of the connect flow: choosing a wallet and waiting for it. With every registered
 * plugin's `loginViews` they form the connect-flow group (`src/store/connectFlow.ts`); a connection
 * made while one of them is shown closes the modal, one made after the visitor moved on (SIWX, Account)
 * leaves it alone.
 */
export const CORE_CONNECT_VIEWS = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
] as const satisfies readonly CoreView[];

/** A core view of the connect flow. */
export type CoreConnectView = (typeof CORE_CONNECT_VIEWS)[number];

/**
 * Plugin name -> the union of its view names. Each plugin's descriptor file fills in its entry:
 * `declare module '../../store/viewNames' { interface PluginViewNames { email: EmailView } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by plugins through declaration merging
export interface PluginViewNames {}

/** A view some plugin serves. */
export type PluginViewName = PluginViewNames[keyof PluginViewNames];

/**
 * Plugin name -> the union of its login views (`definePlugin({ loginViews })`), filled in beside
 * `PluginViewNames`: `interface PluginLoginViewNames { email: PluginLoginViewOf<typeof emailPlugin> }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by plugins through declaration merging
export interface PluginLoginViewNames {}

/** A view of the connect flow: a core connect view or a plugin's login view. */
export type ConnectFlowView = CoreConnectView | PluginLoginViewNames[keyof PluginLoginViewNames];

/** Any view the router can show. */
export type ViewName = CoreView | PluginViewName;

const coreViews: ReadonlySet<string> = new Set(CORE_VIEWS);

/** True for a core view name (a plain string from outside the type system, e.g. a host's JS). */
export function isCoreView(view: string): view is CoreView {
  return coreViews.has(view);
}

/** Serialisable data a view is opened with (e.g. the connector id for ConnectingExternal). */
export type ViewData = Record<string, string | number | boolean | null>;
