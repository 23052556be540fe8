import type { ViewName } from '../store/slices/modalSlice';

/** Views the modal itself serves (SPEC §2 minus those that come with plugins: Swap, ConnectingFarcaster). */
export const CORE_VIEWS: readonly ViewName[] = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingSiwe',
  'SIWXSignMessage',
  'ApproveTransaction',
  'UnsupportedChain',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Networks',
];
