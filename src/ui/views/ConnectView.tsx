import { type ReactNode, useMemo, useState } from 'react';
import {
  CONNECT_METHOD_ORDER,
  CONNECT_METHOD_ORDER_WITH_WALLETS,
  type ConnectMethod,
} from '../../core/constants/features';
import { BUNDLED_WALLETS, filterWallets } from '../../core/wallets/walletCatalog';
import type { RootState } from '../../store/createKitStore';
import { isRestored } from '../../store/persistence/isRestored';
import { useKitSelector } from '../../store/react/kitHooks';
import { EMBEDDED_WALLET_SERVICE_ID } from '../../store/services/EmbeddedWalletService';
import { LOGIN_REQUEST_SERVICE_ID, type LoginRequest } from '../../store/services/LoginRequest';
import { useT } from '../i18n/useT';
import { Button } from '../primitives/Button';
import { Text } from '../primitives/Text';
import { useKit } from '../react/KitContext';
import { isInstalled, orderWallets } from '../wallets/orderWallets';
import { WALLET_COUNT_SERVICE_ID } from '../wallets/walletCount';
import { ConnectFooter } from './connect/ConnectFooter';
import { compactWalletRows } from './connect/compactWalletRows';
import { EmailLogin } from './connect/EmailLogin';
import { SocialButtons } from './connect/SocialButtons';
import { showAllWallets } from './connect/showAllWallets';
import { WalletList } from './connect/WalletList';

const selectConnectedThroughWalletConnect = (s: RootState) =>
  s.connection.walletConnect.status === 'connected' ||
  Object.values(s.connection.connectorIds).some(
    (id) =>
      id === 'walletConnect' ||
      s.connectors.connectors.some((c) => c.id === id && c.type === 'WALLET_CONNECT'),
  );

// The connectors slice is persisted: until it is restored, recent wallets are not known yet.
const selectRestoring = (s: RootState) => !isRestored(s.connectors);

/**
 * The initial view: e-mail, social and wallet entries in the SPEC §2 order (wallet first when an
 * installed wallet exists), and the wallet list in the SPEC §9 connector order.
 */
export function ConnectView() {
  const t = useT();
  const kit = useKit('ConnectView');
  const features = useKitSelector((s) => s.options.features);
  const options = useKitSelector((s) => s.options);
  const allConnectors = useKitSelector((s) => s.connectors.connectors);
  // Opened with open({ view: 'Connect', namespace }): only that namespace's installed wallets (AppKit).
  const onlyNamespace = useKitSelector((s) => s.modal.history.at(-1)?.data?.namespace);
  const connectors = useMemo(
    () =>
      typeof onlyNamespace === 'string'
        ? allConnectors.filter((c) => c.chain === onlyNamespace)
        : allConnectors,
    [allConnectors, onlyNamespace],
  );
  const recentWallets = useKitSelector((s) => s.connectors.recentWallets);
  const plugins = useKitSelector((s) => s.plugins);
  const connectedThroughWalletConnect = useKitSelector(selectConnectedThroughWalletConnect);
  const restoring = useKitSelector(selectRestoring);
  const [walletsExpanded, setWalletsExpanded] = useState(false);

  const entries = useMemo(
    () =>
      orderWallets({
        connectors,
        recentWallets,
        registry: BUNDLED_WALLETS,
        featuredWalletIds: options.featuredWalletIds,
        customWallets: options.customWallets,
        includeWalletIds: options.includeWalletIds,
        excludeWalletIds: options.excludeWalletIds,
        enableWalletConnect: options.enableWalletConnect,
        connectedThroughWalletConnect,
        basic: options.basic,
        images: options,
      }),
    [connectors, recentWallets, options, connectedThroughWalletConnect],
  );

  // E-mail and socials are served by an embedded wallet: without one they would be dead ends, so they
  // show only when one is registered or the host asked for them by name (issue 16).
  const embedded = kit.services.get(EMBEDDED_WALLET_SERVICE_ID) !== undefined;
  const asked = kit.services.get<LoginRequest>(LOGIN_REQUEST_SERVICE_ID);
  const showEmail = features.email && plugins.email !== undefined && (embedded || asked?.email === true);
  const socials =
    features.socials && plugins.socials !== undefined && (embedded || asked?.socials === true)
      ? features.socials
      : [];
  const hasInstalled = connectors.some(isInstalled);
  // The host's order wins (AppKit's features.connectMethodsOrder); else SPEC §2's.
  const order: readonly ConnectMethod[] =
    options.connectMethodsOrder ?? (hasInstalled ? CONNECT_METHOD_ORDER_WITH_WALLETS : CONNECT_METHOD_ORDER);
  const hasLogin = showEmail || socials.length > 0;
  const collapsed =
    (features.collapseWallets || (hasLogin && !features.emailShowWallets)) && !walletsExpanded;
  const allWalletsCount =
    features.allWallets && options.enableWalletConnect && showAllWallets(options.allWallets)
      ? (kit.services.get<number>(WALLET_COUNT_SERVICE_ID) ?? filterWallets(BUNDLED_WALLETS, options).length)
      : undefined;

  const sections: Record<ConnectMethod, ReactNode> = {
    email: showEmail ? <EmailLogin /> : null,
    social: socials.length > 0 ? <SocialButtons socials={socials} /> : null,
    wallet: !options.enableWallets ? null : collapsed ? (
      <Button variant="secondary" block aria-expanded={false} onClick={() => setWalletsExpanded(true)}>
        {t('connect.continueWithWallet')}
      </Button>
    ) : (
      <WalletList
        // Beside a login, fewer recommended rows keep e-mail and socials above the fold; the others
        // stay under All Wallets (so only when that row is shown).
        entries={
          hasLogin && allWalletsCount !== undefined && !walletsExpanded ? compactWalletRows(entries) : entries
        }
        loading={restoring}
        allWalletsCount={allWalletsCount}
      />
    ),
  };
  const shown = order.filter((method) => sections[method] !== null);

  return (
    <div className="portico-view">
      {shown.map((method, index) => (
        <div key={method} data-method={method} className="portico-stack">
          {index > 0 ? (
            <Text variant="muted" className="portico-center" aria-hidden="true">
              {t('connect.or')}
            </Text>
          ) : null}
          {sections[method]}
        </div>
      ))}
      <ConnectFooter />
    </div>
  );
}
