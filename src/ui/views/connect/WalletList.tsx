import { useNavigation } from '../../../store/react/navigationHooks';
import { useT } from '../../i18n/useT';
import { ListItem } from '../../primitives/ListItem';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import type { WalletListEntry } from '../../wallets/orderWallets';

/** Props of `WalletList`. */
export interface WalletListProps {
  entries: readonly WalletListEntry[];
  loading: boolean;
  /** Count shown on the All Wallets row; no row when undefined. */
  allWalletsCount: number | undefined;
}

const TAGS: Partial<Record<WalletListEntry['section'], string>> = {
  walletConnect: 'connect.tagQrCode',
  recent: 'connect.tagRecent',
  injected: 'connect.tagInstalled',
};

/**
 * What a wallet row opens its view with. A view about one wallet is titled with its name (e.g.
 * "MetaMask"), never the generic "WalletConnect" of the QR view it may use; the generic QR row keeps
 * its view's own title.
 */
function viewData(entry: WalletListEntry) {
  return entry.section === 'walletConnect' ? entry.target.data : { ...entry.target.data, title: entry.name };
}

/** The connect view's wallet rows, the All Wallets row, and their loading and empty states. */
export function WalletList({ entries, loading, allWalletsCount }: WalletListProps) {
  const t = useT();
  const { push } = useNavigation();
  if (loading) return <Spinner label={t('connect.loadingWallets')} />;
  if (entries.length === 0 && allWalletsCount === undefined) {
    return (
      <Text variant="muted" className="portico-center">
        {t('connect.noWallets')}
      </Text>
    );
  }
  return (
    <ul className="portico-stack" aria-label={t('connect.walletsLabel')}>
      {entries.map((entry) => {
        const tag = TAGS[entry.section];
        return (
          <li key={entry.key} data-section={entry.section}>
            <ListItem
              name={entry.name}
              imageSrc={entry.imageUrl}
              tag={tag ? t(tag) : undefined}
              onClick={() => push(entry.target.view, viewData(entry))}
            />
          </li>
        );
      })}
      {allWalletsCount !== undefined ? (
        <li data-section="allWallets">
          <ListItem
            name={t('connect.allWallets')}
            icon="⋯"
            tag={String(allWalletsCount)}
            onClick={() => push('AllWallets')}
          />
        </li>
      ) : null}
    </ul>
  );
}
