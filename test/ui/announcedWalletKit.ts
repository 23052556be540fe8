// Test support for the connection hooks: a kit with the stub EVM adapter (real wallet requests, stub
// chain reads: 1 ETH) and a stub browser wallet announced over EIP-6963. Not part of the shipped UI.
import { waitFor } from '@testing-library/react';
import { ethereum } from '../../src/core/networks/chains/evm';
import { solana } from '../../src/core/networks/chains/solana';
import type { CreateAppKitOptions } from '../../src/kit/appKitOptions';
import type { AppKit } from '../../src/kit/createAppKit';
import type { RootState } from '../../src/store/createKitStore';
import { stubEvmAdapter } from '../adapters/stubEvmAdapter';
import { createTestKit } from './renderWithKit';

export const WALLET_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
export const WALLET_RDNS = 'com.example.wallet';

/** A stub EIP-1193 wallet: answers accounts and chain id; `requestAccounts` decides the connect. */
export function stubWallet(requestAccounts: () => Promise<unknown> = async () => [WALLET_ADDRESS]) {
  return {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return requestAccounts();
      if (method === 'eth_chainId') return '0x1';
      return null;
    },
    on: () => undefined,
    removeListener: () => undefined,
  };
}

/** A restored kit (Ethereum + Solana) in which "Example Wallet" has been announced and discovered. */
export async function kitWithAnnouncedWallet(
  options: Partial<CreateAppKitOptions> = {},
  wallet = stubWallet(),
): Promise<AppKit> {
  const kit = await createTestKit({
    networks: [ethereum, solana],
    adapters: [stubEvmAdapter, { namespace: 'solana' }],
    ...options,
  });
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: Object.freeze({
        info: {
          uuid: '350670db-19fa-4704-a166-e52e178b59d2',
          name: 'Example Wallet',
          icon: '',
          rdns: WALLET_RDNS,
        },
        provider: wallet,
      }),
    }),
  );
  await waitFor(() =>
    expect((kit.store.getState() as RootState).connectors.connectors.map((c) => c.id)).toContain(WALLET_RDNS),
  );
  return kit;
}
