import { StargateClient } from '@cosmjs/stargate';
import {
  type CosmosDevWallet,
  createCosmosDevWallet,
} from '../../sandbox/cosmos/devWallet/createCosmosDevWallet';
import { installCosmosDevWallet } from '../../sandbox/cosmos/devWallet/installCosmosDevWallet';
import { type StartCosmosChainReturnType, startCosmosChain } from '../../sandbox/cosmos/startCosmosChain';
import { cosmosAdapter } from '../../src/adapters/cosmos/cosmosAdapter';
import { KEPLR_CONNECTOR_ID } from '../../src/adapters/cosmos/startCosmosDiscovery';
import { cosmosSandbox } from '../../src/core/networks/chains/cosmos';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import type { RootState } from '../../src/store/createKitStore';
import { createMemoryStorage } from '../../src/store/persistence/kitStorage';
import { eventually } from '../eventually';

// The Cosmos integration suites' shared set-up (the adapter's, the Send form's, the sign-doc actions'):
// the sandbox's CometBFT RPC simulator for the file, read back with @cosmjs/stargate; the dev wallet (a
// real secp256k1 key) injected as `window.keplr`; kits with the Cosmos adapter on the simulator, all
// destroyed and uninstalled after each test. Call `cosmosKit()` once at the top of a test file.

/** What `cosmosKit()` gives a test file. */
export interface CosmosKit {
  chain(): StartCosmosChainReturnType;
  /** A cosmjs client of the simulator, for reads and broadcasts. */
  stargate(): StargateClient;
  /** The account's uatom balance on the simulator. */
  uatom(address: string): Promise<bigint>;
  /** A dev wallet on account `index`, injected as Keplr before the kit starts (as an extension is). */
  injectWallet(index: number): CosmosDevWallet;
  /** A kit with the Cosmos adapter whose RPC is the simulator, once Keplr is listed (if injected). */
  startKit(storage?: ReturnType<typeof createMemoryStorage>): Promise<AppKit>;
  /** Destroys `kit` now (a reload), so that the test's end does not destroy it twice. */
  destroyKit(kit: AppKit): void;
  /** `startKit()` with the wallet of account `index` injected first, and connected. */
  connectedKit(index: number): Promise<{ kit: AppKit; wallet: CosmosDevWallet }>;
}

export const cosmosState = (kit: AppKit) => kit.store.getState() as RootState;

/** Registers the file's hooks and returns its helpers. */
export function cosmosKit(): CosmosKit {
  let chain: StartCosmosChainReturnType;
  let stargate: StargateClient;
  const kits: AppKit[] = [];
  const removals: (() => void)[] = [];
  beforeAll(async () => {
    chain = await startCosmosChain({ port: 0 });
    stargate = await StargateClient.connect(chain.rpcUrl);
  });
  afterAll(async () => {
    stargate?.disconnect();
    await chain?.stop();
  });
  afterEach(() => {
    for (const kit of kits.splice(0)) kit.destroy();
    for (const remove of removals.splice(0)) remove();
  });
  const injectWallet = (index: number) => {
    const wallet = createCosmosDevWallet({
      accounts: chain.accounts,
      chains: [
        {
          chainId: chain.chainId,
          chainName: 'Cosmos Sandbox',
          rpc: chain.rpcUrl,
          bech32Config: { bech32PrefixAccAddr: 'cosmos' },
        },
      ],
      events: window,
    });
    wallet.selectAccount(index);
    removals.push(installCosmosDevWallet(window as never, wallet));
    return wallet;
  };
  const startKit = async (storage = createMemoryStorage()) => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [cosmosSandbox],
      adapters: [cosmosAdapter()],
      customRpcUrls: { [cosmosSandbox.caipNetworkId]: [chain.rpcUrl] },
      storage,
      onWarn: () => undefined,
      features: { analytics: false },
    });
    kits.push(kit);
    await kit.ready;
    if ('keplr' in window)
      await eventually(
        () => cosmosState(kit).connectors.connectors.some((c) => c.id === KEPLR_CONNECTOR_ID) || undefined,
      );
    return kit;
  };
  return {
    chain: () => chain,
    stargate: () => stargate,
    uatom: async (address) => BigInt((await stargate.getBalance(address, 'uatom')).amount),
    injectWallet,
    startKit,
    destroyKit(kit) {
      kit.destroy();
      kits.splice(kits.indexOf(kit), 1);
    },
    async connectedKit(index) {
      const wallet = injectWallet(index);
      const kit = await startKit();
      await kit.adapters.connect(KEPLR_CONNECTOR_ID);
      return { kit, wallet };
    },
  };
}
