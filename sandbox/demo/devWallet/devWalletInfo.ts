import { devWalletIcon } from './devWalletIcon';

/** EIP-6963 provider info of the sandbox's dev wallet, minus the per-page uuid. */
export const devWalletInfo = {
  name: 'Portico Dev Wallet',
  rdns: 'dev.portico.sandbox',
  icon: devWalletIcon,
} as const;
