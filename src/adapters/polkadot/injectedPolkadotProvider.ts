import type { Eip1193Provider } from '../ChainAdapter';
import { POLKADOT_METHODS as M } from './PolkadotWalletProvider';
import {
  InvalidPolkadotWalletAnswerError,
  PolkadotUserRejectedError,
  PolkadotWalletMethodMissingError,
} from './polkadotErrors';

// A polkadot-js-style extension (`window.injectedWeb3[name]`: polkadot{.js}, SubWallet, Talisman...)
// seen through the adapter's request shape. `enable(appName)` is the extension's authorisation prompt
// (once per site); it hands out the accounts and the signer. No SDK: @polkadot/extension-dapp would add
// ~191 kB for the three calls used here.

/** What an extension puts under `window.injectedWeb3[name]`. */
export interface InjectedWeb3Entry {
  version?: string;
  enable?: (origin: string) => Promise<InjectedPolkadotExtension>;
}

/** What `enable` resolves with (the parts the kit uses). */
export interface InjectedPolkadotExtension {
  accounts: {
    get(anyType?: boolean): Promise<unknown>;
    subscribe?(callback: (accounts: unknown) => void): () => void;
  };
  signer: {
    signRaw?(raw: { address: string; data: string; type: 'bytes' }): Promise<{ signature?: unknown }>;
    signPayload?(payload: object): Promise<{ signature?: unknown }>;
  };
}

/** True for an entry that can be enabled. */
export function isInjectedWeb3Entry(value: unknown): value is InjectedWeb3Entry {
  return (
    typeof value === 'object' && value !== null && typeof (value as InjectedWeb3Entry).enable === 'function'
  );
}

/** Extensions reject a declined prompt with these texts; anything else passes through as it is. */
const REJECTED = /cancel|reject|denied|not allowed/i;

const toKitError = (error: unknown) =>
  REJECTED.test(String((error as Error)?.message ?? error))
    ? new PolkadotUserRejectedError({ cause: error })
    : error;

/** Hex of the UTF-8 bytes of `text` (signRaw takes hex data). */
function utf8Hex(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let hex = '0x';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The request-shaped provider of one extension; `appName` is what its prompt shows. */
export function injectedPolkadotProvider(entry: InjectedWeb3Entry, appName: string): Eip1193Provider {
  let enabled: Promise<InjectedPolkadotExtension> | undefined;
  const enable = () => {
    if (!entry.enable) return Promise.reject(new PolkadotWalletMethodMissingError('enable'));
    enabled ??= entry.enable(appName).catch((error: unknown) => {
      enabled = undefined;
      throw toKitError(error);
    });
    return enabled;
  };
  const unsubscribers = new Map<(...args: unknown[]) => void, () => void>();

  return {
    async request({ method, params }) {
      const p = (params ?? {}) as Record<string, unknown>;
      const extension = await enable();
      const call = async <T>(run: () => Promise<T>) => {
        try {
          return await run();
        } catch (error) {
          throw toKitError(error);
        }
      };
      switch (method) {
        case M.requestAccounts:
        case M.getAccounts:
          return call(() => extension.accounts.get());
        case M.signMessage: {
          const signRaw = extension.signer?.signRaw;
          if (!signRaw) throw new PolkadotWalletMethodMissingError(method);
          const data = utf8Hex(String(p.message));
          const answer = await call(() => signRaw({ address: String(p.address), data, type: 'bytes' }));
          return { signature: answer?.signature };
        }
        case M.signTransaction: {
          const signPayload = extension.signer?.signPayload;
          if (!signPayload) throw new PolkadotWalletMethodMissingError(method);
          if (typeof p.transactionPayload !== 'object' || p.transactionPayload === null)
            throw new InvalidPolkadotWalletAnswerError(method, 'no transaction payload');
          const answer = await call(() => signPayload(p.transactionPayload as object));
          return { signature: answer?.signature };
        }
        default:
          throw new PolkadotWalletMethodMissingError(method);
      }
    },
    on(event, listener) {
      if (event !== 'accountsChanged' || unsubscribers.has(listener)) return;
      // Subscribing needs the enabled extension; until the site is enabled there is nothing to hear.
      let off: (() => void) | undefined;
      let stopped = false;
      unsubscribers.set(listener, () => {
        stopped = true;
        off?.();
      });
      void enable()
        .then((extension) => {
          if (!stopped) off = extension.accounts.subscribe?.((accounts) => listener(accounts));
        })
        .catch(() => undefined);
    },
    removeListener(_event, listener) {
      unsubscribers.get(listener)?.();
      unsubscribers.delete(listener);
    },
  };
}
