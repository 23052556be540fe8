import { fromBase64, toBase64 } from '../../core/base64';
import { UserRejectedRequestError } from '../../core/errors/coreErrors';
import { type CosmosWalletProvider, COSMOS_METHODS as M } from './CosmosWalletProvider';
import { CosmosWalletMethodMissingError } from './cosmosErrors';

// A Keplr-shaped injected wallet (`window.keplr`; Leap's `window.leap` has the same interface) seen
// through the adapter's request shape (CosmosWalletProvider.ts). Keplr hands keys and sign docs as
// Uint8Array and the account number as a Long (anything with toString); the request shape uses base64
// and decimal text. Keplr reports a refusal as `Error('Request rejected')`, with no code: that becomes
// the kit's UserRejectedRequestError (4001). Its account change is a window event, not a listener.

/** What Keplr's getKey returns (the parts used). */
export interface KeplrKey {
  name?: string;
  algo: string;
  pubKey: Uint8Array;
  bech32Address: string;
}

/** Keplr's sign doc for signDirect. */
export interface KeplrDirectSignDoc {
  bodyBytes?: Uint8Array | null;
  authInfoBytes?: Uint8Array | null;
  chainId?: string | null;
  accountNumber?: { toString(): string } | null;
}

/** The parts of Keplr's injected interface this uses. */
export interface KeplrLike {
  enable(chainIds: string | string[]): Promise<void>;
  getKey(chainId: string): Promise<KeplrKey>;
  signDirect?(
    chainId: string,
    signer: string,
    signDoc: KeplrDirectSignDoc,
  ): Promise<{ signed: KeplrDirectSignDoc; signature: unknown }>;
  signAmino?(
    chainId: string,
    signer: string,
    signDoc: unknown,
  ): Promise<{ signed: unknown; signature: unknown }>;
  signArbitrary?(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>;
  experimentalSuggestChain?(chainInfo: unknown): Promise<void>;
  disable?(chainIds?: string | string[]): Promise<void>;
}

/** The window event Keplr dispatches when the user switches keys (Leap: `leap_keystorechange`). */
export const KEYSTORE_EVENTS = ['keplr_keystorechange', 'leap_keystorechange'] as const;

/** True when `value` looks like a Keplr-shaped wallet (it can at least enable and give keys). */
export function isKeplrLike(value: unknown): value is KeplrLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<KeplrLike>;
  return typeof candidate.enable === 'function' && typeof candidate.getKey === 'function';
}

const REJECTION_TEXTS = ['request rejected', 'rejected'];

/** Keplr's refusal becomes the kit's user rejection; anything else passes as it is. */
function rejection(error: unknown): unknown {
  const text = error instanceof Error ? error.message.trim().toLowerCase() : '';
  return REJECTION_TEXTS.includes(text) ? new UserRejectedRequestError({ cause: error }) : error;
}

const wireDoc = (doc: KeplrDirectSignDoc) => ({
  chainId: String(doc.chainId ?? ''),
  accountNumber: String(doc.accountNumber ?? '0'),
  bodyBytes: toBase64(doc.bodyBytes ?? new Uint8Array()),
  authInfoBytes: toBase64(doc.authInfoBytes ?? new Uint8Array()),
});

async function answer(wallet: KeplrLike, method: string, p: Record<string, unknown>): Promise<unknown> {
  const chainId = String(p.chainId ?? '');
  const account = async () => {
    const key = await wallet.getKey(chainId);
    return [{ algo: key.algo, address: key.bech32Address, pubkey: toBase64(key.pubKey) }];
  };
  switch (method) {
    case M.requestAccounts:
      await wallet.enable(chainId);
      return account();
    case M.getAccounts:
      return account();
    case M.signDirect: {
      if (!wallet.signDirect) throw new CosmosWalletMethodMissingError(method);
      const doc = (p.signDoc ?? {}) as Record<string, unknown>;
      const output = await wallet.signDirect(chainId, String(p.signerAddress), {
        chainId: String(doc.chainId),
        accountNumber: BigInt(String(doc.accountNumber)),
        bodyBytes: fromBase64(doc.bodyBytes) ?? new Uint8Array(),
        authInfoBytes: fromBase64(doc.authInfoBytes) ?? new Uint8Array(),
      });
      return { signed: wireDoc(output?.signed ?? {}), signature: output?.signature };
    }
    case M.signAmino:
      if (!wallet.signAmino) throw new CosmosWalletMethodMissingError(method);
      return wallet.signAmino(chainId, String(p.signerAddress), p.signDoc);
    case M.signArbitrary:
      if (!wallet.signArbitrary) throw new CosmosWalletMethodMissingError(method);
      return wallet.signArbitrary(chainId, String(p.signerAddress), String(p.data));
    case M.suggestChain:
      if (!wallet.experimentalSuggestChain) throw new CosmosWalletMethodMissingError(method);
      return wallet.experimentalSuggestChain(p.chainInfo);
    case M.disconnect:
      await wallet.disable?.(chainId);
      return null;
    default:
      throw new CosmosWalletMethodMissingError(method);
  }
}

/** The request-shaped provider for a Keplr-shaped wallet; `events` is where it dispatches key changes. */
export function keplrProvider(
  wallet: KeplrLike,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): CosmosWalletProvider {
  const wrapped = new Map<(...args: unknown[]) => void, () => void>();
  return {
    async request({ method, params }) {
      try {
        return await answer(wallet, method, (params ?? {}) as Record<string, unknown>);
      } catch (error) {
        throw rejection(error);
      }
    },
    on(event, listener) {
      if (event !== 'accountsChanged' || wrapped.has(listener)) return;
      const handler = () => listener();
      wrapped.set(listener, handler);
      for (const name of KEYSTORE_EVENTS) events.addEventListener(name, handler);
    },
    removeListener(_event, listener) {
      const handler = wrapped.get(listener);
      if (!handler) return;
      wrapped.delete(listener);
      for (const name of KEYSTORE_EVENTS) events.removeEventListener(name, handler);
    },
  };
}
