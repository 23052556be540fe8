import { type CSSProperties, useMemo } from 'react';
import type { ChainNamespace } from '../../../core/namespaces';
import { supportsFeature } from '../../../core/networks/namespaceFeatures';
import { useT } from '../../i18n/useT';
import type { KitApi } from '../../kitApi/attachKitHooks';
import { useKitApi } from '../../kitApi/useKitApi';
import { SkeletonRows } from '../../primitives/SkeletonRows';
import { Text } from '../../primitives/Text';
import { ViewMessage } from '../../primitives/ViewMessage';
import { NFT_IMAGE_SIZE, NftImage } from './NftImage';
import { withNftEndpoints } from './nftEndpoints';

/** Props of `NftsPanel`. */
export interface NftsPanelProps {
  address: string;
  /** The active network (CAIP-2); undefined (unsupported network) lists nothing. */
  chainId: string | undefined;
}

// Styled inline from the theme's custom properties, as the other list primitives are.
const GRID: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${NFT_IMAGE_SIZE + 16}px, 1fr))`,
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const CARD: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 6,
  padding: 8,
  minWidth: 0,
  background: 'var(--portico-color-surface)',
  borderRadius: 'var(--portico-radius-md)',
};
const NAME: CSSProperties = {
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: 13,
};

/**
 * The NFTs tab: the account's NFTs with preview and name; loading skeleton, empty and failed states.
 * The listing is the kit api's `getAccountNfts`, read with its generated hook: fetched when the tab
 * shows and again when the account or network changes, kept 30 s after the tab closes.
 */
export function NftsPanel({ address, chainId }: NftsPanelProps) {
  const t = useT();
  const { api, failed, retry } = useKitApi('NftsPanel');
  if (api) return <NftsList api={api} address={address} chainId={chainId} />;
  if (failed) return <NftsFailed retry={retry} />;
  return <SkeletonRows label={t('account.nftsLoading')} rows={2} />;
}

function NftsFailed({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <ViewMessage
      tone="error"
      message={t('account.nftsFailed')}
      action={{ label: t('common.retry'), onClick: retry }}
    />
  );
}

function NftsList({ api, address, chainId }: NftsPanelProps & { api: KitApi }) {
  const t = useT();
  const { useGetAccountNftsQuery } = useMemo(() => withNftEndpoints(api), [api]);
  const namespace = chainId?.split(':')[0] as ChainNamespace | undefined;
  // A network without NFTs (or none at all) lists nothing and asks nothing (the API answers 400 there).
  const listed = chainId !== undefined && supportsFeature(namespace, 'nfts');
  // `currentData`: another account's or network's NFTs are never shown while the new ones load.
  const { currentData, isError, refetch } = useGetAccountNftsQuery(
    { address, chainId: chainId ?? '' },
    { skip: !listed },
  );
  const nfts = listed ? currentData : [];
  // Try again refetches; the failure gives way to the skeleton until the new answer.
  if (isError) return <NftsFailed retry={refetch} />;
  if (!nfts) return <SkeletonRows label={t('account.nftsLoading')} rows={2} />;
  if (nfts.length === 0) return <Text variant="muted">{t('account.nftsEmpty')}</Text>;
  return (
    <ul style={GRID} aria-label={t('account.nftsLabel')}>
      {nfts.map((nft) => (
        <li key={`${nft.chainId}:${nft.contract}:${nft.tokenId}`} style={CARD}>
          <NftImage name={nft.name} src={nft.imageUrl} />
          <span style={NAME} title={nft.name}>
            {nft.name}
          </span>
        </li>
      ))}
    </ul>
  );
}
