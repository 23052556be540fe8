// `portico/pay/react`: AppKit Pay's React hooks (`@reown/appkit-pay/react`) on a Portico kit: the kit of
// the surrounding <AppKitProvider>, else the page's one kit (docs/plugins/pay.md "Hooks").

export type { UseAvailableExchangesOptions, UseAvailableExchangesReturn } from './useAvailableExchanges';
export { useAvailableExchanges } from './useAvailableExchanges';
export type { UseExchangeBuyStatusParameters, UseExchangeBuyStatusReturn } from './useExchangeBuyStatus';
export { useExchangeBuyStatus } from './useExchangeBuyStatus';
export type { UsePayParameters, UsePayReturn } from './usePay';
export { usePay } from './usePay';
export { usePayUrlActions } from './usePayUrlActions';
