import type { WalletDiscovery } from '../ChainAdapter';
import { injectedPolkadotProvider, isInjectedWeb3Entry } from './injectedPolkadotProvider';

// Polkadot wallet discovery, the `discover` of polkadotAdapter(): fetched only by a kit that configures
// the Polkadot adapter, in a browser. Extensions write themselves into `window.injectedWeb3` while the
// page loads (after the kit may have started), so the object is read now, once the page has loaded
// (extension-dapp waits for the same moment) and on a short poll after that, which ends on stop.

/** Connector id prefix; the extension's key follows (`injected:polkadot:polkadot-js`). */
export const POLKADOT_CONNECTOR_PREFIX = 'injected:polkadot:';

/** How often, and how many times after load, `injectedWeb3` is read again for late extensions. */
export const POLKADOT_DISCOVERY_POLL_MS = 500;
export const POLKADOT_DISCOVERY_POLLS = 6;

/** The names users know the common extensions by (their `injectedWeb3` keys are technical). */
const KNOWN_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  'nova-wallet': 'Nova Wallet',
  'portico-dev-polkadot': 'Portico Dev Wallet (Polkadot)',
};

/** The name an extension's prompt shows for this site: the page title, else its host. */
const appNameOf = (window: Window) => window.document?.title || window.location?.host || 'Portico';

/** Starts Polkadot discovery on `context.window`; returns the stop function. */
const startPolkadotDiscovery: WalletDiscovery = (context) => {
  const page = context.window as Window & { injectedWeb3?: Record<string, unknown> };
  const listed = new Set<string>();
  const scan = () => {
    for (const [key, entry] of Object.entries(page.injectedWeb3 ?? {})) {
      const id = `${POLKADOT_CONNECTOR_PREFIX}${key}`;
      if (listed.has(id) || !isInjectedWeb3Entry(entry)) continue;
      listed.add(id);
      context.addConnector({
        id,
        type: 'INJECTED',
        name: KNOWN_NAMES[key] ?? key,
        chain: 'polkadot',
        provider: injectedPolkadotProvider(entry, appNameOf(page)),
      });
    }
  };
  let polls = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const poll = () => {
    scan();
    timer = setInterval(() => {
      scan();
      if (++polls >= POLKADOT_DISCOVERY_POLLS) clearInterval(timer);
    }, POLKADOT_DISCOVERY_POLL_MS);
  };
  scan();
  const loaded = page.document?.readyState === 'complete';
  if (loaded) poll();
  else page.addEventListener?.('load', poll, { once: true });
  return () => {
    clearInterval(timer);
    page.removeEventListener?.('load', poll);
  };
};

export default startPolkadotDiscovery;
