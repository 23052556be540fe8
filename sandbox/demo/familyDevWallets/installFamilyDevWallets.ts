import {
  BITCOIN_DEV_WALLET_ID,
  BITCOIN_DEV_WALLET_NAME,
  type BitcoinWalletWindow,
  bitcoinDevWalletIcon,
} from '../../bitcoin/devWallet/installBitcoinDevWallet';
import type { InjectedWeb3Host } from '../../polkadot/devWallet/installPolkadotDevWallet';
import type { DemoConfig } from '../DemoConfig';
import {
  DEV_WALLETS_PATH,
  type DevWalletAnswer,
  type DevWalletFamily,
  type DevWalletRequest,
} from './devWalletFamilies';
import { fromWire, toWire } from './wireValue';

// The page side of the Bitcoin, Polkadot and Cosmos dev wallets: each injected where and as its real
// kind of extension injects itself — a sats-connect provider at `window.PorticoDevWallet.BitcoinProvider`
// listed in `window.btc_providers` (and `window.BitcoinProvider` when free), a polkadot-js-style entry
// `window.injectedWeb3['portico-dev-polkadot']`, Keplr's `window.keplr` — whose every call is signed by
// the wallet in the demo server (createFamilyDevWallets.ts) with the sandbox's keys. Loaded by the demo
// only in sandbox mode, through a dynamic import; it carries no key and no chain library.

/** Hands one call to a family's wallet and resolves with its result (rejects with its message). */
export type DevWalletTransport = (
  family: DevWalletFamily,
  method: string,
  args: unknown[],
) => Promise<unknown>;

/** The transport over the demo server (`base`: the page's origin by default). */
export function httpDevWalletTransport(base = ''): DevWalletTransport {
  return async (family, method, args) => {
    const request: DevWalletRequest = { method, args };
    const response = await fetch(`${base}${DEV_WALLETS_PATH}/${family}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toWire(request)),
    });
    if (!response.ok) throw new Error(`the ${family} dev wallet answered HTTP ${response.status}`);
    const answer = (await response.json()) as DevWalletAnswer;
    if ('error' in answer) throw new Error(answer.error.message);
    return fromWire(answer.result);
  };
}

/** The Polkadot dev wallet's key under `window.injectedWeb3` (as round 1's dev wallet names itself). */
export const POLKADOT_DEV_WALLET_NAME = 'portico-dev-polkadot';

/** The part of `window` the three write. */
export type FamilyWalletWindow = BitcoinWalletWindow &
  InjectedWeb3Host & { keplr?: unknown; getOfflineSigner?: unknown };

/** A sats-connect provider whose requests the server's wallet answers (envelopes pass through). */
function bitcoinProvider(send: DevWalletTransport) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  return {
    request: (method: string, params?: unknown) => send('bitcoin', 'request', [method, params ?? null]),
    addListener(event: string, listener: (payload: unknown) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => void set.delete(listener);
    },
  };
}

/** The polkadot-js-style entry: `enable(origin)` gives the accounts and the signer of that site. */
function polkadotEntry(send: DevWalletTransport) {
  return {
    version: '0.63.1',
    async enable(origin: string) {
      await send('polkadot', 'enable', [origin]);
      const call = (method: string, argument?: unknown) => send('polkadot', method, [origin, argument]);
      return {
        accounts: {
          get: () => call('accounts.get'),
          // The server's wallet does not push: the list is read once, as the extension does on subscribe.
          subscribe(callback: (accounts: unknown) => void) {
            let live = true;
            void call('accounts.get').then((accounts) => live && callback(accounts));
            return () => {
              live = false;
            };
          },
        },
        signer: {
          signRaw: (raw: unknown) => call('signer.signRaw', raw),
          signPayload: (payload: unknown) => call('signer.signPayload', payload),
        },
      };
    },
  };
}

/** Keplr's interface (`window.keplr`), each method the server wallet's. */
function keplr(send: DevWalletTransport) {
  const call =
    (method: string) =>
    (...args: unknown[]) =>
      send('cosmos', method, args);
  const wallet = {
    version: '0.12.0-portico-dev',
    mode: 'extension' as const,
    enable: call('enable'),
    disable: call('disable'),
    getKey: call('getKey') as (chainId: string) => Promise<{ bech32Address: string; pubKey: Uint8Array }>,
    signDirect: call('signDirect'),
    signAmino: call('signAmino'),
    signArbitrary: call('signArbitrary'),
    experimentalSuggestChain: call('experimentalSuggestChain'),
    /** Keplr's OfflineSigner for cosmjs clients (direct signing). */
    getOfflineSigner(chainId: string) {
      return {
        async getAccounts() {
          const key = await wallet.getKey(chainId);
          return [{ address: key.bech32Address, algo: 'secp256k1' as const, pubkey: key.pubKey }];
        },
        signDirect: (signer: string, doc: unknown) => wallet.signDirect(chainId, signer, doc),
      };
    },
  };
  return wallet;
}

/**
 * Installs the dev wallets of the families whose chain the config has on `page` (the window); returns
 * the function that removes them. Another wallet's `window.BitcoinProvider` is left alone.
 */
export function installFamilyDevWallets(
  config: DemoConfig,
  window: object,
  send: DevWalletTransport = httpDevWalletTransport(),
): () => void {
  const page = window as FamilyWalletWindow;
  const removals: (() => void)[] = [];
  if (config.bitcoin) {
    const provider = bitcoinProvider(send);
    page.PorticoDevWallet = { ...page.PorticoDevWallet, BitcoinProvider: provider };
    const entry = { id: BITCOIN_DEV_WALLET_ID, name: BITCOIN_DEV_WALLET_NAME, icon: bitcoinDevWalletIcon };
    page.btc_providers = [...(page.btc_providers ?? []).filter((p) => p.id !== entry.id), entry];
    const tookDefault = page.BitcoinProvider === undefined;
    if (tookDefault) page.BitcoinProvider = provider;
    removals.push(() => {
      if (page.PorticoDevWallet?.BitcoinProvider === provider) delete page.PorticoDevWallet;
      page.btc_providers = (page.btc_providers ?? []).filter((p) => p.id !== entry.id);
      if (tookDefault && page.BitcoinProvider === provider) delete page.BitcoinProvider;
    });
  }
  if (config.polkadot) {
    const entry = polkadotEntry(send);
    // Added to the shared object, as extensions do, so the other extensions' entries stay where they are.
    page.injectedWeb3 ??= {};
    page.injectedWeb3[POLKADOT_DEV_WALLET_NAME] = entry;
    removals.push(() => {
      if (page.injectedWeb3?.[POLKADOT_DEV_WALLET_NAME] === entry)
        delete page.injectedWeb3[POLKADOT_DEV_WALLET_NAME];
    });
  }
  if (config.cosmos) {
    const wallet = keplr(send);
    page.keplr = wallet;
    page.getOfflineSigner = wallet.getOfflineSigner;
    removals.push(() => {
      if (page.keplr === wallet) delete page.keplr;
      if (page.getOfflineSigner === wallet.getOfflineSigner) delete page.getOfflineSigner;
    });
  }
  return () => {
    for (const remove of removals.splice(0)) remove();
  };
}
