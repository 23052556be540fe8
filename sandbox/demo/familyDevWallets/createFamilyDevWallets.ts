import { cryptoWaitReady } from '@polkadot/util-crypto';
import { bitcoinSandboxAccounts } from '../../bitcoin/bitcoinSandboxAccounts';
import { createBitcoinDevWallet } from '../../bitcoin/devWallet/createBitcoinDevWallet';
import { COSMOS_SANDBOX_PREFIX, cosmosSandboxAccounts } from '../../cosmos/cosmosSandboxAccounts';
import { createCosmosDevWallet } from '../../cosmos/devWallet/createCosmosDevWallet';
import {
  createPolkadotDevWallet,
  type InjectedPolkadot,
} from '../../polkadot/devWallet/createPolkadotDevWallet';
import { polkadotSandboxAccounts } from '../../polkadot/polkadotSandboxAccounts';
import type { DemoConfig } from '../DemoConfig';
import type { DevWalletFamily } from './devWalletFamilies';

// The Bitcoin, Polkadot and Cosmos dev wallets of the demo, in the demo server (Node): round 1's
// wallets (sandbox/<family>/devWallet/) on the sandbox's funded keys, so the keys never reach the page
// and bip322-js, @polkadot/keyring and cosmjs run where they run unchanged. The page's stand-ins
// (installFamilyDevWallets.ts) hand each call here. Like an extension, a wallet's state (connected,
// enabled chains, authorised sites) outlives a reload of the page; it lasts as long as the server.

/** One family's wallet as the server calls it: a method name of its injected interface and its arguments. */
export type DevWalletCall = (method: string, args: unknown[]) => Promise<unknown>;

export type FamilyDevWallets = Partial<Record<DevWalletFamily, DevWalletCall>>;

/** A call the wallet does not take (the page asked for something no extension offers). */
export class DevWalletMethodError extends Error {
  constructor(
    readonly family: DevWalletFamily,
    readonly method: string,
  ) {
    super(`the ${family} dev wallet has no method ${method}`);
    this.name = 'DevWalletMethodError';
  }
}

/** The sats-connect provider: `request(method, params)` answering a JSON-RPC envelope. */
function bitcoinCalls(rpcUrl: string): DevWalletCall {
  const [account] = bitcoinSandboxAccounts(1);
  const wallet = createBitcoinDevWallet({ account: account!, rpcUrl });
  return async (method, args) => {
    if (method !== 'request') throw new DevWalletMethodError('bitcoin', method);
    return wallet.request(String(args[0]), args[1] ?? undefined);
  };
}

/** The polkadot-js-style extension: `enable(origin)`, then the accounts and signer of that site. */
async function polkadotCalls(): Promise<DevWalletCall> {
  await cryptoWaitReady();
  const wallet = createPolkadotDevWallet({
    accounts: polkadotSandboxAccounts().map(({ pair, name }) => ({ pair, name })),
  });
  const sites = new Map<string, InjectedPolkadot>();
  const site = (origin: unknown) => {
    const injected = sites.get(String(origin));
    if (!injected) throw new Error(`${String(origin)} has not enabled the wallet`);
    return injected;
  };
  return async (method, [origin, argument]) => {
    switch (method) {
      case 'enable':
        sites.set(String(origin), await wallet.injected.enable(String(origin)));
        return { version: wallet.version };
      case 'accounts.get':
        return site(origin).accounts.get();
      case 'signer.signRaw':
        return site(origin).signer.signRaw(argument as never);
      case 'signer.signPayload':
        return site(origin).signer.signPayload(argument as never);
      default:
        throw new DevWalletMethodError('polkadot', method);
    }
  };
}

/** The Keplr methods the page's `window.keplr` forwards. */
const KEPLR_METHODS = [
  'enable',
  'disable',
  'getKey',
  'signDirect',
  'signAmino',
  'signArbitrary',
  'experimentalSuggestChain',
] as const;

/** Keplr's interface on the sandbox chain (the chain's id from its CAIP-2 id). */
async function cosmosCalls(chain: NonNullable<DemoConfig['cosmos']>): Promise<DevWalletCall> {
  const wallet = createCosmosDevWallet({
    accounts: await cosmosSandboxAccounts(3),
    chains: [
      {
        chainId: chain.caipNetworkId.slice('cosmos:'.length),
        chainName: 'Cosmos Sandbox',
        rpc: chain.rpcUrl,
        bech32Config: { bech32PrefixAccAddr: COSMOS_SANDBOX_PREFIX },
      },
    ],
  });
  return async (method, args) => {
    const name = KEPLR_METHODS.find((known) => known === method);
    if (!name) throw new DevWalletMethodError('cosmos', method);
    return (wallet[name] as (...a: unknown[]) => Promise<unknown>)(...args);
  };
}

/** The wallets of the families whose chain the config has. */
export async function createFamilyDevWallets(config: DemoConfig): Promise<FamilyDevWallets> {
  return {
    ...(config.bitcoin ? { bitcoin: bitcoinCalls(config.bitcoin.rpcUrl) } : {}),
    ...(config.polkadot ? { polkadot: await polkadotCalls() } : {}),
    ...(config.cosmos ? { cosmos: await cosmosCalls(config.cosmos) } : {}),
  };
}
