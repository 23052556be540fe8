import { kitEventRaised } from '../../../store/actions/kitEventRaised';
import { useKitDispatch } from '../../../store/react/kitHooks';
import { useNavigation, useViewParam } from '../../../store/react/navigationHooks';
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
  const dispatch = useKitDispatch();
  const { push } = useNavigation();
  // Connect opened for one namespace (from the network list, to add a wallet beside another
  // namespace's) offers only that namespace's installed wallets; registry rows stay.
  const only = useViewParam('namespace');
  const shown = only ? entries.filter((e) => !e.namespace || e.namespace === only) : entries;
  // A wallet installed for two namespaces (Phantom on EVM and Solana) has two rows: the tag says which.
  const twice = new Set(
    shown
      .filter((e, i) => e.namespace && shown.some((o, j) => j !== i && o.name === e.name && o.namespace))
      .map((e) => e.key),
  );
  if (loading) return <Spinner label={t('connect.loadingWallets')} />;
  if (shown.length === 0 && allWalletsCount === undefined) {
    return (
      <Text variant="muted" className="portico-center">
        {t('connect.noWallets')}
      </Text>
    );
  }
  return (
    <ul className="portico-stack" aria-label={t('connect.walletsLabel')}>
      {shown.map((entry, displayIndex) => {
        const tag =
          twice.has(entry.key) && entry.namespace ? `namespace.${entry.namespace}` : TAGS[entry.section];
        const select = () => {
          // AppKit's platform: an extension opens in the browser, every other row over WalletConnect.
          const platform = entry.target.view === 'ConnectingExternal' ? 'browser' : 'qrcode';
          dispatch(
            kitEventRaised('SELECT_WALLET', { name: entry.name, platform, displayIndex, view: 'Connect' }),
          );
          push(entry.target.view, viewData(entry));
        };
        return (
          <li key={entry.key} data-section={entry.section}>
            <ListItem
              name={entry.name}
              imageSrc={entry.imageUrl}
              tag={tag ? t(tag) : undefined}
              onClick={select}
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
            onClick={() => {
              dispatch(kitEventRaised('CLICK_ALL_WALLETS'));
              push('AllWallets');
            }}
          />
        </li>
      ) : null}
    </ul>
  );
}
