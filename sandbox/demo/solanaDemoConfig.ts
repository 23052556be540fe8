import { SOLANA_SANDBOX_REFERENCE, solanaSandboxAccounts } from '../solana/solanaSandboxAccounts';
import type { DemoSolanaConfig } from './DemoConfig';

/**
 * The demo's view of the local Solana chain at `rpcUrl`: its CAIP-2 id and the first `count` dev
 * accounts (address and ed25519 seed as hex; the sandbox's public test keys, derived as in
 * solanaSandboxAccounts.ts, so the config can be written before the chain is up).
 */
export function solanaDemoConfig(rpcUrl: string, count = 3): DemoSolanaConfig {
  return {
    caipNetworkId: `solana:${SOLANA_SANDBOX_REFERENCE}`,
    rpcUrl,
    accounts: solanaSandboxAccounts(count).map(({ address, seed }) => ({
      address,
      seed: Buffer.from(seed).toString('hex'),
    })),
  };
}
