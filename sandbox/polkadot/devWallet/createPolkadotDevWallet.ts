import type { KeyringPair } from '@polkadot/keyring/types';
import { TypeRegistry } from '@polkadot/types';
import type { SignerPayloadJSON, SignerPayloadRaw, SignerResult } from '@polkadot/types/types';
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util';
import { decodeAddress, encodeAddress } from '@polkadot/util-crypto';

// The Polkadot dev wallet: a polkadot-js-extension-shaped wallet (`window.injectedWeb3[name] =
// { version, enable(origin) }`, `enable` -> `{ accounts: { get, subscribe }, signer: { signRaw,
// signPayload } }`) backed by real sr25519 keyring pairs. It signs as the extension does: raw data
// wrapped in <Bytes>..</Bytes>, extrinsic payloads rebuilt from their JSON with the type registry and
// signed with the key type prefix. Every answer is a real signature a verifier can check.

/** A request the wallet was asked to approve (what the extension would show in its popup). */
export type PolkadotDevWalletRequest =
  | { kind: 'enable'; origin: string }
  | { kind: 'signRaw'; payload: SignerPayloadRaw }
  | { kind: 'signPayload'; payload: SignerPayloadJSON };

/** An account as the extension lists it (generic SS58 format 42, like the polkadot-js extension). */
export interface PolkadotDevWalletAccount {
  address: string;
  name?: string;
  type: 'sr25519';
  genesisHash?: string | null;
}

export interface PolkadotDevWalletOptions {
  /** The keys it holds, in order. */
  accounts: { pair: KeyringPair; name?: string; genesisHash?: string | null }[];
  /** Key under `window.injectedWeb3`; 'portico-dev-polkadot' by default. */
  name?: string;
  version?: string;
  /** Decides each prompt; a false answer rejects with the extension's 'Cancelled'. Approves by default. */
  approve?: (request: PolkadotDevWalletRequest) => boolean | Promise<boolean>;
  /** Origins that enabled it before (no prompt again). */
  authorizedOrigins?: readonly string[];
  onAuthorized?(origin: string): void;
}

export interface InjectedPolkadot {
  accounts: {
    get(anyType?: boolean): Promise<PolkadotDevWalletAccount[]>;
    subscribe(callback: (accounts: PolkadotDevWalletAccount[]) => void): () => void;
  };
  signer: {
    signRaw(raw: SignerPayloadRaw): Promise<SignerResult>;
    signPayload(payload: SignerPayloadJSON): Promise<SignerResult>;
  };
}

export interface PolkadotDevWallet {
  name: string;
  version: string;
  /** What the wallet puts at `window.injectedWeb3[name]`. */
  injected: { version: string; enable(origin: string): Promise<InjectedPolkadot> };
  /** Every prompt so far (approved or not), oldest first. */
  requests: PolkadotDevWalletRequest[];
  /** Replaces the accounts (like adding or removing one in the extension); subscribers hear it. */
  setAccounts(accounts: PolkadotDevWalletOptions['accounts']): void;
}

const cancelled = () => new Error('Cancelled');

/** Creates the wallet; install it with installPolkadotDevWallet. */
export function createPolkadotDevWallet(options: PolkadotDevWalletOptions): PolkadotDevWallet {
  const name = options.name ?? 'portico-dev-polkadot';
  const version = options.version ?? '0.63.1';
  const authorized = new Set(options.authorizedOrigins ?? []);
  const requests: PolkadotDevWalletRequest[] = [];
  const subscribers = new Set<(accounts: PolkadotDevWalletAccount[]) => void>();
  let held = options.accounts;
  let nextId = 1;

  const listed = (): PolkadotDevWalletAccount[] =>
    held.map(({ pair, name: label, genesisHash }) => ({
      address: encodeAddress(pair.publicKey, 42),
      type: 'sr25519',
      genesisHash: genesisHash ?? null,
      ...(label ? { name: label } : {}),
    }));
  const ask = async (request: PolkadotDevWalletRequest) => {
    requests.push(request);
    if (!(await (options.approve?.(request) ?? true))) throw cancelled();
  };
  const pairOf = (address: string): KeyringPair => {
    let key: string;
    try {
      key = u8aToHex(decodeAddress(address));
    } catch {
      throw new Error(`Unable to find account ${address}`);
    }
    const found = held.find(({ pair }) => u8aToHex(pair.publicKey) === key);
    if (!found) throw new Error(`Unable to find account ${address}`);
    return found.pair;
  };

  const injected: InjectedPolkadot = {
    accounts: {
      get: async () => listed(),
      subscribe(callback) {
        subscribers.add(callback);
        queueMicrotask(() => subscribers.has(callback) && callback(listed()));
        return () => subscribers.delete(callback);
      },
    },
    signer: {
      async signRaw(raw) {
        const pair = pairOf(raw.address);
        if (!isHex(raw.data)) throw new Error('Raw data must be hex');
        await ask({ kind: 'signRaw', payload: raw });
        return { id: nextId++, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(raw.data)))) };
      },
      async signPayload(payload) {
        const pair = pairOf(payload.address);
        await ask({ kind: 'signPayload', payload });
        const registry = new TypeRegistry();
        registry.setSignedExtensions(payload.signedExtensions);
        const { signature } = registry
          .createType('ExtrinsicPayload', payload, { version: payload.version })
          .sign(pair);
        return { id: nextId++, signature };
      },
    },
  };

  return {
    name,
    version,
    requests,
    injected: {
      version,
      async enable(origin: string) {
        if (!authorized.has(origin)) {
          await ask({ kind: 'enable', origin });
          authorized.add(origin);
          options.onAuthorized?.(origin);
        }
        return injected;
      },
    },
    setAccounts(accounts) {
      held = accounts;
      for (const callback of subscribers) callback(listed());
    },
  };
}
