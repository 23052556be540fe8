import type { SandboxAccount } from '../chain/sandboxAccounts';
import { sandboxDemoAccountIndices } from '../chain/sandboxSeed';
import type { DemoConfig, DemoFamilyChain, DemoSolanaConfig } from './DemoConfig';

/** Parameters of `createDemoConfig`: the running chain and API. */
export interface CreateDemoConfigParameters {
  rpcUrl: string;
  chainId: number;
  apiUrl: string;
  /** The second local chain, when one runs. */
  secondChain?: { rpcUrl: string; chainId: number };
  /** The local WalletConnect relay, when one runs. */
  relayUrl?: string;
  /** The reference secure frame's origin and the mail catcher's inbox (embedded wallet). */
  secureSiteOrigin?: string;
  mailUrl?: string;
  /** anvil's accounts in mnemonic order; without them the dev wallet is off (plain mode). */
  accounts?: readonly SandboxAccount[];
  /** The local Solana chain, when one runs, with the dev accounts its Solana dev wallet offers. */
  solana?: DemoSolanaConfig;
  /** The Bitcoin, Polkadot and Cosmos chains, when they run (bitcoinDemoConfig.ts and its siblings). */
  bitcoin?: DemoFamilyChain<'bip122'>;
  polkadot?: DemoFamilyChain<'polkadot'>;
  cosmos?: DemoFamilyChain<'cosmos'>;
}

/**
 * Builds the demo's `/config.json`. The dev wallet offers the token-seeded demo accounts first (they
 * show balances worth looking at), then the other ETH-funded ones; the deployer, account 0, last.
 */
export function createDemoConfig(parameters: CreateDemoConfigParameters): DemoConfig {
  const accounts = parameters.accounts ?? [];
  const seeded = new Set<number>(sandboxDemoAccountIndices);
  const rest = [...accounts.keys()].filter((index) => index !== 0 && !seeded.has(index));
  const ordered = [...sandboxDemoAccountIndices, ...rest, 0]
    .map((index) => accounts[index])
    .filter((account): account is SandboxAccount => account !== undefined);
  return {
    mode: ordered.length > 0 ? 'sandbox' : 'plain',
    chain: {
      chainId: parameters.chainId,
      caipNetworkId: `eip155:${parameters.chainId}`,
      rpcUrl: parameters.rpcUrl,
    },
    apiUrl: parameters.apiUrl.replace(/\/+$/, ''),
    ...(parameters.secondChain
      ? {
          secondChain: {
            chainId: parameters.secondChain.chainId,
            caipNetworkId: `eip155:${parameters.secondChain.chainId}` as const,
            rpcUrl: parameters.secondChain.rpcUrl,
          },
        }
      : {}),
    ...(parameters.relayUrl ? { relayUrl: parameters.relayUrl } : {}),
    ...(parameters.secureSiteOrigin ? { secureSiteOrigin: parameters.secureSiteOrigin } : {}),
    ...(parameters.mailUrl ? { mailUrl: parameters.mailUrl } : {}),
    ...(ordered.length > 0 ? { devWallet: { accounts: ordered } } : {}),
    ...(parameters.solana ? { solana: parameters.solana } : {}),
    ...(parameters.bitcoin ? { bitcoin: parameters.bitcoin } : {}),
    ...(parameters.polkadot ? { polkadot: parameters.polkadot } : {}),
    ...(parameters.cosmos ? { cosmos: parameters.cosmos } : {}),
  };
}
