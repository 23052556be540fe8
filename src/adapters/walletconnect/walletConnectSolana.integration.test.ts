import { ed25519 } from '@noble/curves/ed25519.js';
import { spawnAnvil } from '../../../sandbox/chain/spawnAnvil';
import { type StartRelayReturnType, startRelay } from '../../../sandbox/relay/startRelay';
import { type StartSolanaChainReturnType, startSolanaChain } from '../../../sandbox/solana/startSolanaChain';
import { createSolanaTestWallet } from '../../../test/adapters/solanaTestWallet';
import { eventually } from '../../../test/eventually';
import { solanaLamports } from '../../../test/jsonRpc';
import {
  type SolanaWalletPeer,
  startSolanaWalletPeer,
} from '../../../test/walletconnect/startSolanaWalletPeer';
import { walletConnectTestKitOptions } from '../../../test/walletconnect/walletConnectTestKitOptions';
import { decodeBase58 } from '../../core/base58';
import { solanaDevnet, solanaLocal } from '../../core/networks/chains/solana';
import { defineNetwork } from '../../core/networks/network';
import { classifyRpcError } from '../../core/rpcErrors';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import { loadSendPlugin } from '../../plugins/send/loadSendPlugin';
import { NATIVE_TOKEN } from '../../plugins/send/sendTypes';
import type { RootState } from '../../store/createKitStore';
import type { Eip1193Provider } from '../ChainAdapter';
import { viemAdapter } from '../evm/viemAdapter';
import { solanaAdapter } from '../solana/solanaAdapter';
import { registerWalletConnect, type WalletConnectKitService } from './registerWalletConnect';
import { WALLETCONNECT_SOLANA_METHODS } from './walletConnectSolana';

// WalletConnect's solana namespace (issue 15 item 2) against the sandbox relay, a real wallet
// (@reown/walletkit) whose Solana requests are answered by a test wallet signing with a real ed25519
// key (sandbox account 3), and the sandbox's local Solana chain. A bare anvil stands for the kit's
// EVM network, so a session can hold both namespaces. WalletConnect's verify and telemetry calls are
// switched off by their test-run flag (../shared/INFRA.md).
process.env.IS_VITEST = 'true';

jest.setTimeout(20_000);

let relay: StartRelayReturnType;
let chain: StartSolanaChainReturnType;
let anvil: Awaited<ReturnType<typeof spawnAnvil>>;
const kits: AppKit[] = [];
const peers: SolanaWalletPeer[] = [];

const EVM_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

beforeAll(async () => {
  [relay, chain, anvil] = await Promise.all([
    startRelay({ port: 0 }),
    startSolanaChain({ port: 0 }),
    spawnAnvil({ port: 0, chainId: 31337 }),
  ]);
});

afterAll(async () => {
  for (const peer of peers) await peer.stop();
  for (const kit of kits) kit.destroy();
  await eventually(() => (relay.stats().connections === 0 ? true : undefined), 2000).catch(() => undefined);
  await Promise.all([relay?.stop(), chain?.stop(), anvil?.stop()]);
});

/** A kit with WalletConnect and the Solana adapter; with `evm` also an EVM network and viem. */
function makeKit(name: string, evm: boolean) {
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
    networks: evm ? [evmNetwork, solanaLocal, solanaDevnet] : [solanaLocal, solanaDevnet],
    customRpcUrls: { [solanaLocal.caipNetworkId]: [chain.rpcUrl], 'eip155:31337': [anvil.rpcUrl] },
    adapters: evm ? [viemAdapter(), solanaAdapter()] : [solanaAdapter()],
    ...walletConnectTestKitOptions(),
  });
  kits.push(kit);
  const service = registerWalletConnect(kit, {
    relayUrl: relay.url,
    customStoragePrefix: `portico-wc-${name}`,
  });
  return { kit, service };
}

/** A wallet for sandbox Solana account `index` on the local cluster (and, with `evm`, eip155:31337). */
async function makePeer(index: number, evm: boolean) {
  const solana = createSolanaTestWallet({ keypair: chain.accounts[index]!.keypair, rpcUrl: chain.rpcUrl });
  const peer = await startSolanaWalletPeer({
    relayUrl: relay.url,
    chains: [solanaLocal.caipNetworkId],
    address: chain.accounts[index]!.address,
    answer: ({ method, params }) => solana.request({ method, params: params as object | undefined }),
    ...(evm ? { evm: { address: EVM_ADDRESS, chains: ['eip155:31337'] } } : {}),
  });
  peers.push(peer);
  return { peer, solana };
}

async function pairAndApprove(service: WalletConnectKitService, peer: SolanaWalletPeer) {
  const { uri } = await service.createPairing();
  await peer.pair(uri);
  await service.waitForSession();
}

const lamports = (address: string) => solanaLamports(chain.rpcUrl, address);

test('default: the kit proposes a solana namespace beside eip155; the approved session connects both, solana through the Solana adapter', async () => {
  const { kit, service } = makeKit('both', true);
  await kit.ready;
  const { peer } = await makePeer(3, true);
  await pairAndApprove(service, peer);
  const proposed = peer.proposals[0]!;
  expect(proposed.solana).toEqual({
    chains: [solanaLocal.caipNetworkId, solanaDevnet.caipNetworkId],
    methods: [...WALLETCONNECT_SOLANA_METHODS],
    events: [],
  });
  expect(WALLETCONNECT_SOLANA_METHODS).toEqual([
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ]);
  expect(proposed.eip155?.chains).toEqual(['eip155:31337']);

  const state = kit.store.getState() as RootState;
  const address = chain.accounts[3]!.address;
  expect(state.connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' });
  expect(state.connection.connectorIds).toMatchObject({ eip155: 'walletConnect', solana: 'walletConnect' });
  expect(state.connection.wallets.solana?.name).toBe('Sandbox Solana Wallet');
  expect(state.chains.chains.solana?.accountState).toMatchObject({
    address,
    caipAddress: `${solanaLocal.caipNetworkId}:${address}`,
  });
  expect(state.chains.chains.solana?.networkState.caipNetworkId).toBe(solanaLocal.caipNetworkId);
  expect(state.chains.chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
  expect(kit.services.get('provider:solana')).toBeDefined();
  // The wallet was asked for nothing: the accounts come with the session.
  expect(peer.requests).toEqual([]);

  await service.disconnect();
});

test('behavior: through the session a message is signed by the wallet key and a SOL transfer is signed and sent on the local cluster; exact balances', async () => {
  const { kit, service } = makeKit('sign', false);
  await kit.ready;
  const { peer } = await makePeer(4, false);
  await pairAndApprove(service, peer);
  const from = chain.accounts[4]!.address;
  const to = chain.accounts[7]!.address;
  const provider = kit.services.get<Eip1193Provider>('provider:solana')!;
  const adapter = await kit.adapters.loadAdapter('solana');

  const signature = await adapter.signMessage({
    provider,
    address: from,
    message: 'Portico over WalletConnect',
  });
  expect(
    ed25519.verify(
      decodeBase58(signature)!,
      new TextEncoder().encode('Portico over WalletConnect'),
      decodeBase58(from)!,
    ),
  ).toBe(true);

  const [fromBefore, toBefore] = await Promise.all([lamports(from), lamports(to)]);
  const hash = await adapter.sendTransaction({
    provider,
    network: solanaLocal,
    request: { from, to, value: 250_000_000n },
  });
  expect(await adapter.waitForTransaction({ network: solanaLocal, hash })).toEqual({ status: 'success' });
  expect((await lamports(to)) - toBefore).toBe(250_000_000n);
  expect(fromBefore - (await lamports(from))).toBe(250_000_000n + 5000n);
  expect(peer.requests).toEqual([
    { method: 'solana_signMessage', chainId: solanaLocal.caipNetworkId },
    { method: 'solana_signAndSendTransaction', chainId: solanaLocal.caipNetworkId },
  ]);
  // A Solana-only kit proposes no eip155 namespace at all.
  expect(Object.keys(peer.proposals[0]!)).toEqual(['solana']);
  expect((kit.store.getState() as RootState).connection.status.eip155).not.toBe('connected');
  await service.disconnect();
});

test('behavior: the Send plugin sends SOL through the session: the wallet signs and sends on the local cluster, the fee shown is the fee paid', async () => {
  const { kit, service } = makeKit('send', false);
  await kit.ready;
  const { peer } = await makePeer(9, false);
  await pairAndApprove(service, peer);
  const from = chain.accounts[9]!.address;
  const to = chain.accounts[8]!.address;
  expect((kit.store.getState() as RootState).chains.activeNamespace).toBe('solana');
  const send = await loadSendPlugin(kit);
  kit.store.dispatch(
    send.sendTokenSelected({
      address: NATIVE_TOKEN,
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
      balance: '1000',
    }),
  );
  kit.store.dispatch(send.sendAmountChanged('0.75'));
  await kit.store.dispatch(send.resolveReceiver(to)).unwrap();
  await kit.store.dispatch(send.reviewSend()).unwrap();
  const fee = BigInt((kit.store.getState() as RootState).send!.fee!.fee);
  const [fromBefore, toBefore] = await Promise.all([lamports(from), lamports(to)]);
  const { hash } = await kit.store.dispatch(send.sendTransfer()).unwrap();
  expect(await kit.adapters.waitForTransaction(hash)).toEqual({ status: 'success' });
  expect((await lamports(to)) - toBefore).toBe(750_000_000n);
  expect(fromBefore - (await lamports(from))).toBe(750_000_000n + fee);
  expect(peer.requests).toEqual([
    { method: 'solana_signAndSendTransaction', chainId: solanaLocal.caipNetworkId },
  ]);
  await service.disconnect();
});

test('error: a rejection in the wallet reaches the caller as a user rejection; nothing is sent', async () => {
  const { kit, service } = makeKit('reject', false);
  await kit.ready;
  const { peer, solana } = await makePeer(5, false);
  await pairAndApprove(service, peer);
  solana.behaviour.solana_signAndSendTransaction = 'reject';
  const provider = kit.services.get<Eip1193Provider>('provider:solana')!;
  const adapter = await kit.adapters.loadAdapter('solana');
  const sends = chain.requests.filter((r) => r.method === 'sendTransaction').length;
  const error = await adapter
    .sendTransaction({
      provider,
      network: solanaLocal,
      request: { from: chain.accounts[5]!.address, to: chain.accounts[8]!.address, value: 1000n },
    })
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(classifyRpcError(error).kind).toBe('userRejected');
  expect(chain.requests.filter((r) => r.method === 'sendTransaction').length).toBe(sends);
  await service.disconnect();
});

test('behavior: a wallet-side disconnect ends the solana namespace and unregisters its provider', async () => {
  const { kit, service } = makeKit('disconnect', true);
  await kit.ready;
  const { peer } = await makePeer(6, true);
  await pairAndApprove(service, peer);
  await peer.disconnect();
  const state = () => kit.store.getState() as RootState;
  await eventually(() => (state().connection.status.solana === 'disconnected' ? true : undefined));
  expect(state().connection.connectorIds.solana).toBeUndefined();
  expect(state().connection.status.eip155).toBe('disconnected');
  expect(state().chains.chains.solana?.accountState.address).toBeUndefined();
  expect(kit.services.get('provider:solana')).toBeUndefined();
});
