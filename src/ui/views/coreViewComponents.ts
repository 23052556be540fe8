import type { ComponentType } from 'react';
import type { CoreView } from '../../store/viewNames';
import { AccountView } from './AccountView';
import { AllWalletsView } from './AllWalletsView';
import { ApproveTransactionView } from './ApproveTransactionView';
import { ConnectingExternalView } from './ConnectingExternalView';
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView';
import { ConnectingWalletConnectView } from './ConnectingWalletConnectView';
import { ConnectView } from './ConnectView';
import { NetworksView } from './NetworksView';
import { UnsupportedChainView } from './UnsupportedChainView';

/** The core views by view name; each takes no props and reads the store and its view data itself. */
export const CORE_VIEW_COMPONENTS: Readonly<Record<CoreView, ComponentType>> = {
  Connect: ConnectView,
  AllWallets: AllWalletsView,
  ConnectingExternal: ConnectingExternalView,
  ConnectingWalletConnect: ConnectingWalletConnectView,
  ConnectingWalletConnectBasic: ConnectingWalletConnectBasicView,
  Networks: NetworksView,
  UnsupportedChain: UnsupportedChainView,
  Account: AccountView,
  ApproveTransaction: ApproveTransactionView,
};
