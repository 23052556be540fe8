import {
  type BitcoinDevWallet,
  createBitcoinDevWallet,
} from '../../sandbox/bitcoin/devWallet/createBitcoinDevWallet';
import { installBitcoinDevWallet } from '../../sandbox/bitcoin/devWallet/installBitcoinDevWallet';
import { type StartBitcoinChainReturnType, startBitcoinChain } from '../../sandbox/bitcoin/startBitcoinChain';
import type { BitcoinAdapter } from '../../src/adapters/bitcoin/BitcoinAdapterContract';
import { bitcoinAdapter } from '../../src/adapters/bitcoin/bitcoinAdapter';
import type { ProviderConnector } from '../../src/adapters/ChainAdapter';
import { bitcoinRegtest } from '../../src/core/networks/chains/bitcoin';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import type { RootState } from '../../src/store/createKitStore';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';

// The shared part of the Bitcoin adapter's integration suites (src/adapters/bitcoin/*.integration.test.ts):
// the sandbox's Bitcoin chain (a Litecoin regtest node standing in for Bitcoin regtest, docs/bitcoin.md)
// started for the file, kits with the adapter whose dev wallet (real keys) is found by the adapter's own
// discovery on a window-like object, and the node reads the tests check against.

/** One satoshi-denominated bitcoin. */
export const COIN = 100_000_000n;

/** Registers the chain's start and stop for the calling test file; returns the file's helpers. */
export function registerBitcoinKit() {
  let chain: StartBitcoinChainReturnType;
  const kits: AppKit[] = [];

  beforeAll(async () => {
    chain = await startBitcoinChain({ accounts: 7 });
  }, 60_000);
  afterAll(async () => {
    for (const kit of kits) kit.destroy();
    await chain?.stop();
  });

  const state = (kit: AppKit) => kit.store.getState() as RootState;
  const sats = (script: string) => chain.reader.balance(script);

  /** A kit with the Bitcoin adapter, the dev wallet of account `index` discovered on a page, connected. */
  async function connected(index: number) {
    const kit = createAppKit({
      projectId: '',
      networks: [bitcoinRegtest],
      adapters: [bitcoinAdapter()],
      customRpcUrls: { [bitcoinRegtest.caipNetworkId]: [chain.rpcUrl] },
      storage: createMemoryStorage(),
      storageNamespace: 'bitcoin-integration',
      features: { analytics: false },
    });
    kits.push(kit);
    const wallet = createBitcoinDevWallet({ account: chain.accounts[index]!, rpcUrl: chain.rpcUrl });
    const page = {} as Record<string, unknown>;
    installBitcoinDevWallet(wallet, page);
    const found: ProviderConnector[] = [];
    const discover = (await bitcoinAdapter().discover!()).default;
    discover({
      window: page as unknown as Window,
      addConnector: (connector) => {
        found.push(connector);
        kit.adapters.addConnector(connector);
      },
      removeConnector: () => undefined,
      network: () => bitcoinRegtest,
    });
    await kit.ready;
    await kit.adapters.connect(found[0]!.id);
    const adapter = (await kit.adapters.loadAdapter('bip122')) as BitcoinAdapter;
    return { kit, wallet, found, adapter, account: chain.accounts[index]! };
  }

  /** The fee a mined or pending transaction paid: its inputs minus its outputs, read from the node. */
  async function feeOf(txid: string): Promise<bigint> {
    const tx = await chain.node<{ vin: { txid: string; vout: number }[]; vout: { value: number }[] }>(
      'getrawtransaction',
      [txid, true],
    );
    let inputs = 0n;
    for (const input of tx.vin) {
      const prev = await chain.node<{ vout: { value: number }[] }>('getrawtransaction', [input.txid, true]);
      inputs += BigInt(Math.round(prev.vout[input.vout]!.value * 1e8));
    }
    return inputs - tx.vout.reduce((sum, o) => sum + BigInt(Math.round(o.value * 1e8)), 0n);
  }

  /** The kit-shaped provider of a dev wallet (the adapter's own discovery wraps it). */
  async function providerOf(wallet: BitcoinDevWallet) {
    const page = {} as Record<string, unknown>;
    installBitcoinDevWallet(wallet, page);
    let provider: ProviderConnector['provider'] | undefined;
    (await bitcoinAdapter().discover!()).default({
      window: page as unknown as Window,
      addConnector: (connector) => {
        provider ??= connector.provider;
      },
      removeConnector: () => undefined,
      network: () => bitcoinRegtest,
    });
    return provider!;
  }

  return { chain: () => chain, kits, state, sats, connected, feeOf, providerOf };
}
