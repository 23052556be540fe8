import {
  type BitcoinDevWallet,
  createBitcoinDevWallet,
} from '../../sandbox/bitcoin/devWallet/createBitcoinDevWallet';
import { type StartBitcoinChainReturnType, startBitcoinChain } from '../../sandbox/bitcoin/startBitcoinChain';
import { spawnAnvil } from '../../sandbox/chain/spawnAnvil';
import {
  type CosmosDevWallet,
  createCosmosDevWallet,
} from '../../sandbox/cosmos/devWallet/createCosmosDevWallet';
import { type StartCosmosChainReturnType, startCosmosChain } from '../../sandbox/cosmos/startCosmosChain';
import {
  createPolkadotDevWallet,
  type PolkadotDevWallet,
} from '../../sandbox/polkadot/devWallet/createPolkadotDevWallet';
import {
  type StartPolkadotChainReturnType,
  startPolkadotChain,
} from '../../sandbox/polkadot/startPolkadotChain';
import { type StartRelayReturnType, startRelay } from '../../sandbox/relay/startRelay';
import { bitcoinAdapter } from '../../src/adapters/bitcoin/bitcoinAdapter';
import { cosmosAdapter } from '../../src/adapters/cosmos/cosmosAdapter';
import { viemAdapter } from '../../src/adapters/evm/viemAdapter';
import { polkadotAdapter } from '../../src/adapters/polkadot/polkadotAdapter';
import {
  registerWalletConnect,
  type WalletConnectKitService,
} from '../../src/adapters/walletconnect/registerWalletConnect';
import type { WalletConnectStorage } from '../../src/adapters/walletconnect/walletConnectConfig';
import {
  WALLETCONNECT_BITCOIN_METHODS,
  WALLETCONNECT_COSMOS_METHODS,
  WALLETCONNECT_POLKADOT_METHODS,
} from '../../src/adapters/walletconnect/walletConnectFamilies';
import { bitcoinRegtest } from '../../src/core/networks/chains/bitcoin';
import { cosmosSandbox } from '../../src/core/networks/chains/cosmos';
import { polkadotLocal } from '../../src/core/networks/chains/polkadot';
import { defineNetwork, type Network } from '../../src/core/networks/network';
import { type AppKit, createAppKit } from '../../src/kit/createAppKit';
import type { RootState } from '../../src/store/createKitStore';
import type { KitStorage } from '../../src/store/persistence/kitStorage';
import { eventually } from '../eventually';
import { bitcoinWalletAnswer, cosmosWalletAnswer, polkadotWalletAnswer } from './familyWalletAnswers';
import {
  type FamilyPeerNamespace,
  type FamilyWalletPeer,
  startFamilyWalletPeer,
} from './startFamilyWalletPeer';
import { walletConnectTestKitOptions } from './walletConnectTestKitOptions';

// The shared part of the WalletConnect family suites (src/adapters/walletconnect/walletConnect{Families,
// Bitcoin,Polkadot,Cosmos}.integration.test.ts): the sandbox relay, a bare anvil for the kit's EVM
// network, and the family chains a file asks for (litecoind regtest for Bitcoin, the Polkadot and Cosmos
// simulators: docs/bitcoin.md, docs/polkadot.md, docs/cosmos.md), started for the file; kits with
// WalletConnect on the relay, viem and the family adapters; and the wallet's namespaces, each signing
// with a sandbox dev wallet's real keys. WalletConnect's verify and telemetry calls are switched off
// by their test-run flag (../shared/INFRA.md).

export type Family = 'bip122' | 'polkadot' | 'cosmos';

/** The EVM account the wallet approves beside the families (anvil's second). */
export const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const NETWORKS: Record<Family, Network> = {
  bip122: bitcoinRegtest,
  polkadot: polkadotLocal,
  cosmos: cosmosSandbox,
};

const ADAPTERS = { bip122: bitcoinAdapter, polkadot: polkadotAdapter, cosmos: cosmosAdapter };

/** Registers the relay's, anvil's and the families' chains' start and stop for the calling file. */
export function registerFamilyWalletConnect(families: readonly Family[]) {
  process.env.IS_VITEST = 'true';
  let relay: StartRelayReturnType;
  let anvil: Awaited<ReturnType<typeof spawnAnvil>>;
  let bitcoin: StartBitcoinChainReturnType | undefined;
  let polkadot: StartPolkadotChainReturnType | undefined;
  let cosmos: StartCosmosChainReturnType | undefined;
  const kits: AppKit[] = [];
  const peers: FamilyWalletPeer[] = [];

  beforeAll(async () => {
    [relay, anvil, bitcoin, polkadot, cosmos] = await Promise.all([
      startRelay({ port: 0 }),
      spawnAnvil({ port: 0, chainId: 31337 }),
      families.includes('bip122') ? startBitcoinChain({ accounts: 6 }) : undefined,
      families.includes('polkadot') ? startPolkadotChain() : undefined,
      families.includes('cosmos') ? startCosmosChain({ port: 0 }) : undefined,
    ]);
  }, 60_000);
  afterAll(async () => {
    for (const peer of peers) await peer.stop();
    for (const kit of kits) kit.destroy();
    await eventually(() => (relay.stats().connections === 0 ? true : undefined), 2000).catch(() => undefined);
    await Promise.all([relay?.stop(), anvil?.stop(), bitcoin?.stop(), polkadot?.stop(), cosmos?.stop()]);
  });

  const chainUrl: Record<Family, () => string> = {
    bip122: () => bitcoin!.rpcUrl,
    polkadot: () => polkadot!.rpcUrl,
    cosmos: () => cosmos!.rpcUrl,
  };

  /**
   * A kit with WalletConnect on the relay, viem on anvil's network, and the given families' adapters;
   * `reload` gives it the storages of a page reloaded (the kit's and WalletConnect's).
   */
  function makeKit(
    name: string,
    kitFamilies: readonly Family[] = families,
    reload?: { storage: KitStorage; walletConnect: WalletConnectStorage },
  ) {
    const evmNetwork = defineNetwork({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Sandbox',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [anvil.rpcUrl] } },
    });
    const kit = createAppKit({
      projectId: 'portico-test',
      networks: [evmNetwork, ...kitFamilies.map((family) => NETWORKS[family])],
      customRpcUrls: Object.fromEntries([
        ['eip155:31337', [anvil.rpcUrl]],
        ...kitFamilies.map((family) => [NETWORKS[family].caipNetworkId, [chainUrl[family]()]]),
      ]),
      adapters: [viemAdapter(), ...kitFamilies.map((family) => ADAPTERS[family]())],
      ...walletConnectTestKitOptions(),
      ...(reload ? { storage: reload.storage } : {}),
    });
    kits.push(kit);
    const service = registerWalletConnect(kit, {
      relayUrl: relay.url,
      customStoragePrefix: `portico-wc-${name}`,
      ...(reload ? { storage: reload.walletConnect } : {}),
    });
    return { kit, service };
  }

  /** The wallet's bip122 namespace: the Bitcoin dev wallet of account `index` (connected: approving was the prompt). */
  function bitcoinOffer(index: number): { offer: FamilyPeerNamespace; wallet: BitcoinDevWallet } {
    const account = bitcoin!.accounts[index]!;
    const wallet = createBitcoinDevWallet({ account, rpcUrl: bitcoin!.rpcUrl });
    wallet.connected = true;
    const offer = {
      chains: [bitcoinRegtest.caipNetworkId],
      methods: [...WALLETCONNECT_BITCOIN_METHODS],
      address: account.payment.address,
      answer: bitcoinWalletAnswer(wallet),
    };
    return { offer, wallet };
  }

  /** The wallet's polkadot namespace: the Polkadot dev wallet holding sandbox account `index`. */
  function polkadotOffer(index: number): { offer: FamilyPeerNamespace; wallet: PolkadotDevWallet } {
    const account = polkadot!.accounts[index]!;
    const wallet = createPolkadotDevWallet({ accounts: [{ pair: account.pair, name: account.name }] });
    const offer = {
      chains: [polkadotLocal.caipNetworkId],
      methods: [...WALLETCONNECT_POLKADOT_METHODS],
      address: account.address,
      answer: polkadotWalletAnswer(wallet),
    };
    return { offer, wallet };
  }

  /** The wallet's cosmos namespace: the Cosmos dev wallet on sandbox account `index`. */
  function cosmosOffer(index: number): { offer: FamilyPeerNamespace; wallet: CosmosDevWallet } {
    const chain = cosmos!;
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
    });
    wallet.selectAccount(index);
    const offer = {
      chains: [cosmosSandbox.caipNetworkId],
      methods: [...WALLETCONNECT_COSMOS_METHODS],
      address: chain.accounts[index]!.address,
      answer: cosmosWalletAnswer(wallet),
    };
    return { offer, wallet };
  }

  /** A wallet on the relay with these namespaces, plus EVM accounts unless `evm` is false. */
  async function makePeer(namespaces: Record<string, FamilyPeerNamespace>, evm = true) {
    const peer = await startFamilyWalletPeer({
      relayUrl: relay.url,
      namespaces: {
        ...namespaces,
        ...(evm
          ? { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], address: EVM_ADDRESS } }
          : {}),
      },
    });
    peers.push(peer);
    return peer;
  }

  return {
    chains: () => ({ bitcoin: bitcoin!, polkadot: polkadot!, cosmos: cosmos! }),
    makeKit,
    makePeer,
    bitcoinOffer,
    polkadotOffer,
    cosmosOffer,
  };
}

/** A WalletConnect storage that outlives a kit, as the page's localStorage outlives a reload. */
export function memoryWalletConnectStorage(): WalletConnectStorage {
  const items = new Map<string, unknown>();
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, value);
    },
    removeItem: async (key) => {
      items.delete(key);
    },
  };
}

/** Pairs the kit's WalletConnect with the wallet; resolves when the session is in the kit's store. */
export async function pairAndApprove(service: WalletConnectKitService, peer: FamilyWalletPeer) {
  const { uri } = await service.createPairing();
  await peer.pair(uri);
  await service.waitForSession();
}

/** The kit's state. */
export const stateOf = (kit: AppKit) => kit.store.getState() as RootState;
