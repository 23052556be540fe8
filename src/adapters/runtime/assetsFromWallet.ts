import type { TokenBalance } from '../../api/apiTypes';
import type { ChainAdapter } from '../ChainAdapter';
import { type RuntimeSession, withTimeout } from './createRuntimeContext';
import { walletAssetsToBalances } from './evmAssets';
import { walletMethodApproved } from './walletMethodApproved';

// A token list straight from an EVM wallet (EIP-7811 wallet_getAssets), used before the API when the
// wallet says it can answer for the active chain. SPEC §5.

const hexChainId = (id: number | string) => `0x${Number(id).toString(16)}`;

/**
 * SPEC §5: asset discovery only when the wallet says it supports it on the active chain
 * (EIP-7811: `wallet_getCapabilities` -> `{ [chainId]: { assetDiscovery: { supported: true } } }`).
 */
async function walletSupportsAssets(s: RuntimeSession, chain: string): Promise<boolean> {
  // A WalletConnect session that did not approve the method would only reject it (and log an error).
  if (!walletMethodApproved(s.provider, s.namespace, 'wallet_getCapabilities')) return false;
  const capabilities = await withTimeout(
    s.provider.request({ method: 'wallet_getCapabilities', params: [s.address, [chain]] }),
  ).catch(() => undefined);
  if (typeof capabilities !== 'object' || capabilities === null) return false;
  const entry = Object.entries(capabilities).find(([key]) => key.toLowerCase() === chain)?.[1] as
    | { assetDiscovery?: { supported?: unknown } }
    | undefined;
  return entry?.assetDiscovery?.supported === true;
}

/** The wallet's own asset list for the active chain, or undefined when it is not usable. */
export async function assetsFromWallet(
  s: RuntimeSession,
  adapter: ChainAdapter,
): Promise<TokenBalance[] | undefined> {
  if (!s.network) return undefined;
  const chain = hexChainId(s.network.id);
  if (!(await walletSupportsAssets(s, chain))) return undefined;
  return withTimeout(
    s.provider.request({
      method: 'wallet_getAssets',
      params: [{ account: s.address, chainFilter: [chain] }],
    }),
  )
    .then((result) => walletAssetsToBalances(result, chain, s.network!.caipNetworkId, adapter.formatUnits))
    .catch(() => undefined);
}
