import { SOCIAL_PROVIDERS } from '../../core/constants/features';
import type { ChainNamespace } from '../../core/namespaces';
import type { AppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import type { ConnectedWalletInfo } from '../../store/slices/connectionSlice';
import { ConnectCancelledError, WalletNotFoundError } from './hookErrors';

/** What `connect()` of `useAppKitWallet` accepts (AppKit's names; any detected wallet's id, rdns or name). */
export type WalletTarget =
  | 'walletConnect'
  | 'email'
  | 'farcaster'
  | (typeof SOCIAL_PROVIDERS)[number]
  | (string & {});

/** What a finished connect resolves to. */
export interface WalletConnection {
  namespace: ChainNamespace;
  address: string | undefined;
  wallet: ConnectedWalletInfo | undefined;
}

const lower = (value: string | undefined) => value?.toLowerCase();

const connectedIn = (s: RootState, namespace: ChainNamespace | undefined) => {
  const namespaces = namespace ? [namespace] : (Object.keys(s.connection.status) as ChainNamespace[]);
  return namespaces.find((ns) => s.connection.status[ns] === 'connected');
};

function connectionOf(kit: AppKit, namespace: ChainNamespace): WalletConnection {
  const s = kit.store.getState() as RootState;
  return {
    namespace,
    address: s.chains.chains[namespace]?.accountState.address,
    wallet: s.connection.wallets[namespace],
  };
}

/**
 * Waits until a namespace (or `namespace`) newly connects through the modal; rejects when the modal
 * closes first (the user gave up). A namespace already connected before the call does not count.
 */
function whenConnectedThroughModal(kit: AppKit, target: string, namespace: ChainNamespace | undefined) {
  const before = connectedIn(kit.store.getState() as RootState, namespace);
  return new Promise<WalletConnection>((resolve, reject) => {
    const stop = kit.store.subscribe(() => {
      const s = kit.store.getState() as RootState;
      const now = connectedIn(s, namespace);
      if (now && now !== before) {
        stop();
        resolve(connectionOf(kit, now));
      } else if (!s.modal.open) {
        stop();
        reject(new ConnectCancelledError(target));
      }
    });
  });
}

/**
 * Connects to `target` the way AppKit's `useAppKitWallet().connect` does: an installed wallet (by
 * connector id, rdns or name) connects headlessly; WalletConnect, e-mail, a social login or a
 * registry wallet open the modal on the view that runs that flow, and the promise settles when the
 * namespace connects (or rejects when the modal is closed first).
 */
export async function connectWallet(
  kit: AppKit,
  target: WalletTarget,
  namespace?: ChainNamespace,
): Promise<WalletConnection> {
  const s = kit.store.getState() as RootState;
  const wanted = lower(target);
  const connector = s.connectors.connectors.find(
    (c) =>
      (!namespace || c.chain === namespace) &&
      c.type !== 'WALLET_CONNECT' &&
      c.type !== 'AUTH' &&
      (lower(c.id) === wanted || lower(c.info?.rdns) === wanted || lower(c.name) === wanted),
  );
  if (connector) {
    await kit.adapters.connect(connector.id);
    return connectionOf(kit, connector.chain);
  }
  const viaModal = (open: Promise<void>) =>
    open.then(() => whenConnectedThroughModal(kit, target, namespace));
  // The flow's view opens on the requested namespace (open({ namespace }) makes it active).
  const on = namespace ? { namespace } : {};
  const wcView = s.options.basic ? 'ConnectingWalletConnectBasic' : 'ConnectingWalletConnect';
  if (target === 'walletConnect') return viaModal(kit.open({ view: wcView, ...on }));
  if (target === 'email') return viaModal(kit.open({ view: 'Connect', ...on }));
  if (target === 'farcaster') return viaModal(kit.open({ view: 'ConnectingFarcaster', ...on }));
  if ((SOCIAL_PROVIDERS as readonly string[]).includes(target)) {
    return viaModal(kit.open({ view: 'ConnectingSocial', data: { provider: target }, ...on }));
  }
  // The registry is large: read only when a wallet is not installed.
  const { BUNDLED_WALLETS, walletViewData } = await import('../../core/wallets/walletCatalog');
  const custom = s.options.customWallets ?? [];
  const wallet = [...custom, ...BUNDLED_WALLETS].find(
    (w) => lower(w.id) === wanted || lower(w.rdns) === wanted || lower(w.name) === wanted,
  );
  if (!wallet || !s.options.enableWalletConnect) throw new WalletNotFoundError(target);
  return viaModal(kit.open({ view: wcView, data: { ...walletViewData(wallet), title: wallet.name }, ...on }));
}
