import { type ImageSources, walletImageUrl } from '../../core/wallets/imageSources';
import type { WalletEntry } from '../../core/wallets/walletCatalog';
import type { ConnectorInfo } from '../../store/slices/connectorsSlice';

// The registry wallet an installed connector is: same rdns, else same name.
function registryWallet(registry: readonly WalletEntry[], c: ConnectorInfo): WalletEntry | undefined {
  const rdns = c.info?.rdns;
  return (
    (rdns ? registry.find((w) => w.rdns === rdns) : undefined) ??
    registry.find((w) => w.name.toLowerCase() === c.name.toLowerCase())
  );
}

/**
 * A connector's image: the host's override, else the icon it announced (EIP-6963), else the image id of
 * its own or of the registry wallet it is (by rdns, then name) on the configured API.
 */
export function connectorImageUrl(
  connector: ConnectorInfo,
  registry: readonly WalletEntry[],
  images: ImageSources | undefined,
): string | undefined {
  return walletImageUrl(
    {
      id: connector.id,
      rdns: connector.info?.rdns,
      imageUrl: connector.imageUrl,
      imageId: connector.imageId ?? registryWallet(registry, connector)?.imageId,
    },
    images ?? { apiUrl: '' },
  );
}
