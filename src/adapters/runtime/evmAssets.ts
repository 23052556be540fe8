import type { TokenBalance } from '../../api/apiTypes';

// wallet_getAssets (EIP-7811) answers are used only when every asset has the SPEC §3 field types;
// one bad entry and the kit falls back to the blockchain API.

interface WalletAsset {
  address: string;
  balance: string;
  type: 'ERC20' | 'NATIVE';
  metadata: { name: string; symbol: string; decimals: number; price?: number; iconUrl?: string };
}

function isWalletAsset(value: unknown): value is WalletAsset {
  if (typeof value !== 'object' || value === null) return false;
  const asset = value as Record<string, unknown>;
  const meta = asset.metadata as Record<string, unknown> | undefined;
  return (
    typeof asset.address === 'string' &&
    typeof asset.balance === 'string' &&
    /^0x[0-9a-f]+$/i.test(asset.balance) &&
    (asset.type === 'ERC20' || asset.type === 'NATIVE') &&
    typeof meta === 'object' &&
    meta !== null &&
    typeof meta.name === 'string' &&
    typeof meta.symbol === 'string' &&
    typeof meta.decimals === 'number' &&
    Number.isInteger(meta.decimals) &&
    (meta.price === undefined || typeof meta.price === 'number') &&
    (meta.iconUrl === undefined || typeof meta.iconUrl === 'string')
  );
}

/**
 * The token balances in a wallet_getAssets answer for `hexChainId`, or undefined when the wallet does
 * not report that chain or any asset is malformed.
 */
export function walletAssetsToBalances(
  result: unknown,
  hexChainId: string,
  caipNetworkId: string,
  formatUnits: (value: bigint, decimals: number) => string,
): TokenBalance[] | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const entry = Object.entries(result).find(([key]) => key.toLowerCase() === hexChainId.toLowerCase());
  const assets = entry?.[1];
  if (!Array.isArray(assets) || !assets.every(isWalletAsset)) return undefined;
  return assets.map((asset) => {
    const numeric = formatUnits(BigInt(asset.balance), asset.metadata.decimals);
    const price = asset.metadata.price ?? 0;
    return {
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: caipNetworkId,
      ...(asset.type === 'ERC20' ? { address: `${caipNetworkId}:${asset.address}` } : {}),
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(asset.metadata.decimals), numeric },
      iconUrl: asset.metadata.iconUrl ?? '',
    };
  });
}

/** SPEC §5: token balances with decimals '0' are dropped. */
export const dropZeroDecimals = (balances: readonly TokenBalance[]) =>
  balances.filter((token) => token.quantity?.decimals !== '0');
