import type { CSSProperties } from 'react';
import { useT } from '../../i18n/useT';
import { SkeletonRows } from '../../primitives/SkeletonRows';
import { Text } from '../../primitives/Text';
import { ViewMessage } from '../../primitives/ViewMessage';
import { NFT_IMAGE_SIZE, NftImage } from './NftImage';
import { useAccountNfts } from './useAccountNfts';

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

/** The NFTs tab: the account's NFTs with preview and name; loading skeleton, empty and failed states. */
export function NftsPanel({ address, chainId }: NftsPanelProps) {
  const t = useT();
  const { state, retry } = useAccountNfts(address, chainId);
  if (state.status === 'loading') return <SkeletonRows label={t('account.nftsLoading')} rows={2} />;
  if (state.status === 'failed')
    return (
      <ViewMessage
        tone="error"
        message={t('account.nftsFailed')}
        action={{ label: t('common.retry'), onClick: retry }}
      />
    );
  if (state.nfts.length === 0) return <Text variant="muted">{t('account.nftsEmpty')}</Text>;
  return (
    <ul style={GRID} aria-label={t('account.nftsLabel')}>
      {state.nfts.map((nft) => (
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
