// `portico/react`: the React bindings. Everything here is small and eager; the modal shell, router
// and views are reached only through the dynamic import in ui/react/loadModal.ts (DESIGN §6 budget).

export type { AppKit, CreateAppKitOptions, OpenParameters } from './index';
export type { AppKitEvent, AppKitEventMap, AppKitEventName } from './ui/hooks/subscribeEvents';
export { subscribeEvents } from './ui/hooks/subscribeEvents';
export type { UseAppKitReturnType } from './ui/hooks/useAppKit';
export { useAppKit } from './ui/hooks/useAppKit';
export type {
  EmbeddedWalletInfo,
  UseAppKitAccountParameters,
  UseAppKitAccountReturnType,
} from './ui/hooks/useAppKitAccount';
export { useAppKitAccount } from './ui/hooks/useAppKitAccount';
export type { FetchBalanceResult, UseAppKitBalanceReturnType } from './ui/hooks/useAppKitBalance';
export { useAppKitBalance } from './ui/hooks/useAppKitBalance';
export type {
  UseAppKitConnectionParameters,
  UseAppKitConnectionReturnType,
} from './ui/hooks/useAppKitConnection';
export { useAppKitConnection } from './ui/hooks/useAppKitConnection';
export type {
  Connection,
  RecentConnection,
  UseAppKitConnectionsReturnType,
} from './ui/hooks/useAppKitConnections';
export { useAppKitConnections } from './ui/hooks/useAppKitConnections';
export { useAppKitEvents } from './ui/hooks/useAppKitEvents';
export type { UseAppKitLocaleReturnType } from './ui/hooks/useAppKitLocale';
export { useAppKitLocale } from './ui/hooks/useAppKitLocale';
export type { UseAppKitNetworkReturnType } from './ui/hooks/useAppKitNetwork';
export { useAppKitNetwork } from './ui/hooks/useAppKitNetwork';
export type { UseAppKitNetworkCoreReturnType } from './ui/hooks/useAppKitNetworkCore';
export { useAppKitNetworkCore } from './ui/hooks/useAppKitNetworkCore';
export type { Provider, UseAppKitProviderReturnType } from './ui/hooks/useAppKitProvider';
export { useAppKitProvider } from './ui/hooks/useAppKitProvider';
export type { UseAppKitSIWXReturnType } from './ui/hooks/useAppKitSIWX';
export { useAppKitSIWX } from './ui/hooks/useAppKitSIWX';
export type { UseAppKitStateReturnType } from './ui/hooks/useAppKitState';
export { useAppKitState } from './ui/hooks/useAppKitState';
export type { UseAppKitThemeReturnType } from './ui/hooks/useAppKitTheme';
export { useAppKitTheme } from './ui/hooks/useAppKitTheme';
export type {
  UseAppKitUpdateEmailParameters,
  UseAppKitUpdateEmailReturnType,
} from './ui/hooks/useAppKitUpdateEmail';
export { useAppKitUpdateEmail } from './ui/hooks/useAppKitUpdateEmail';
export type {
  UseAppKitWalletParameters,
  UseAppKitWalletReturnType,
  WalletConnection,
  WalletTarget,
} from './ui/hooks/useAppKitWallet';
export { useAppKitWallet } from './ui/hooks/useAppKitWallet';
export type { DisconnectParameters, UseDisconnectReturnType } from './ui/hooks/useDisconnect';
export { useDisconnect } from './ui/hooks/useDisconnect';
export type { UseWalletInfoReturnType } from './ui/hooks/useWalletInfo';
export { useWalletInfo } from './ui/hooks/useWalletInfo';
export type { LocaleTables } from './ui/i18n/LocalesContext';
// AppKit's component names (its <appkit-*-button> web components) for migrating apps: the same buttons.
export type {
  AccountButtonProps,
  AccountButtonProps as AppKitAccountButtonProps,
} from './ui/react/AccountButton';
export { AccountButton, AccountButton as AppKitAccountButton } from './ui/react/AccountButton';
export type { AppKitButtonProps } from './ui/react/AppKitButton';
export { AppKitButton } from './ui/react/AppKitButton';
export type { AppKitModalProps } from './ui/react/AppKitModal';
export { AppKitModal } from './ui/react/AppKitModal';
export type { AppKitProviderProps } from './ui/react/AppKitProvider';
export { AppKitProvider } from './ui/react/AppKitProvider';
export type {
  ButtonSize,
  ConnectButtonProps,
  ConnectButtonProps as AppKitConnectButtonProps,
} from './ui/react/ConnectButton';
export { ConnectButton, ConnectButton as AppKitConnectButton } from './ui/react/ConnectButton';
// AppKit's `@reown/appkit/react` createAppKit: the kit draws its own modal when no provider does (issue 24).
export { createAppKit } from './ui/react/createAppKit';
export { preloadModal } from './ui/react/loadModal';
export type {
  NetworkButtonProps,
  NetworkButtonProps as AppKitNetworkButtonProps,
} from './ui/react/NetworkButton';
export { NetworkButton, NetworkButton as AppKitNetworkButton } from './ui/react/NetworkButton';
// AppKit's wallet button (@reown/appkit-wallet-button/react), also <appkit-wallet-button> of portico/elements.
export type { WalletButtonProps as AppKitWalletButtonProps } from './ui/react/WalletButton';
export { WalletButton as AppKitWalletButton } from './ui/react/WalletButton';
