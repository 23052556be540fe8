import type UniversalProvider from '@walletconnect/universal-provider';
import { createPublicClient, formatEther, http, parseEther, toHex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { spawnAnvil } from '../../../sandbox/chain/spawnAnvil';
import { type StartChainReturnType, startChain } from '../../../sandbox/chain/startChain';
import { type StartRelayReturnType, startRelay } from '../../../sandbox/relay/startRelay';
import { eventually } from '../../../test/eventually';
import { startWalletPeer, type WalletPeer } from '../../../test/walletconnect/startWalletPeer';
import { walletConnectTestKitOptions } from '../../../test/walletconnect/walletConnectTestKitOptions';
import { defineNetwork } from '../../core/networks/network';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { isPairingExpired } from '../../store/slices/connectionSlice';
import type { Eip1193Provider } from '../ChainAdapter';
import { viemAdapter } from '../evm/viemAdapter';
import { registerWalletConnect, type WalletConnectKitService } from './registerWalletConnect';

// The kit's WalletConnect connector against the sandbox relay and a real wallet (@reown/walletkit with a
// viem account) on real anvil chains. WalletConnect's verify and telemetry calls are switched off by
// their test-run flag (../shared/INFRA.md).
process.env.IS_VITEST = 'true';

jest.setTimeout(15_000);

const SECOND_CHAIN_ID = 31338;
let chain: StartChainReturnType;
let secondChain: Awaited<ReturnType<typeof spawnAnvil>>;
let relay: StartRelayReturnType;
let kit: AppKit;
let service: WalletConnectKitService;
let wallet: WalletPeer;

const network = (chainId: number, rpcUrl: string) =>
  defineNetwork({
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Sandbox ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });

const state = () => kit.store.getState() as RootState;
const evm = () => state().chains.chains.eip155;

beforeAll(async () => {
  [chain, secondChain, relay] = await Promise.all([
    startChain({ port: 0 }),
    spawnAnvil({ port: 0, chainId: SECOND_CHAIN_ID }),
    startRelay({
      port: 0,
      ...(process.env.RELAY_LOG === '1' ? { log: (line) => process.stderr.write(`relay: ${line}\n`) } : {}),
    }),
  ]);
  kit = createAppKit({
    projectId: 'portico-test',
    networks: [network(chain.chainId, chain.rpcUrl), network(SECOND_CHAIN_ID, secondChain.rpcUrl)],
    // The kit's own reads (balances) go to the local chains, not to the shared RPC service.
    customRpcUrls: {
      [`eip155:${chain.chainId}`]: [chain.rpcUrl],
      [`eip155:${SECOND_CHAIN_ID}`]: [secondChain.rpcUrl],
    },
    adapters: [viemAdapter()],
    ...walletConnectTestKitOptions(),
  });
  await kit.ready;
  service = registerWalletConnect(kit, { relayUrl: relay.url, customStoragePrefix: 'portico-wc-test' });
  const account = privateKeyToAccount(chain.accounts[1]!.privateKey);
  wallet = await startWalletPeer({
    relayUrl: relay.url,
    account,
    chains: [
      { chainId: chain.chainId, rpcUrl: chain.rpcUrl },
      { chainId: SECOND_CHAIN_ID, rpcUrl: secondChain.rpcUrl },
    ],
  });
});

afterAll(async () => {
  await wallet?.stop();
  kit?.destroy();
  // destroy closes the connector's socket asynchronously; wait until the relay saw every socket go.
  if (relay) {
    await eventually(() => (relay.stats().connections === 0 ? true : undefined), 2000).catch(() => undefined);
  }
  await Promise.all([relay?.stop(), chain?.stop(), secondChain?.stop()]);
});

test('pair, approve, sign, send, wallet-side chain change and disconnect', async () => {
  const address = chain.accounts[1]!.address;

  // Pairing: the URI is in the store with its expiry.
  const { uri } = await service.createPairing();
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
  const pairing = state().connection.walletConnect;
  expect(pairing).toMatchObject({ status: 'connecting', uri });
  expect(isPairingExpired(pairing, Date.now())).toBe(false);

  // Approval: connected through walletConnect with the wallet's account on the active network.
  await wallet.pair(uri);
  await service.waitForSession();
  expect(state().connection.status.eip155).toBe('connected');
  expect(state().connection.connectorIds.eip155).toBe('walletConnect');
  expect(state().connection.wallets.eip155?.name).toBe('Sandbox Wallet');
  expect(state().connection.walletConnect.status).toBe('connected');
  expect(evm()?.accountState).toMatchObject({ address, caipAddress: `eip155:${chain.chainId}:${address}` });
  expect(evm()?.networkState.caipNetworkId).toBe(`eip155:${chain.chainId}`);

  const provider = kit.services.get<Eip1193Provider>('provider:eip155');
  if (!provider) throw new Error('no provider registered');

  // personal_sign goes to the wallet and verifies.
  const message = 'Sign in to Portico';
  const signature = (await provider.request({
    method: 'personal_sign',
    params: [toHex(message), address],
  })) as `0x${string}`;
  expect(await verifyMessage({ address, message, signature })).toBe(true);
  // The kit's own signing API reaches the WalletConnect wallet too (the session's provider service).
  const viaKit = (await kit.adapters.signMessage('Via the kit')) as `0x${string}`;
  expect(await verifyMessage({ address, message: 'Via the kit', signature: viaKit })).toBe(true);

  // Reads go to the network's RPC URL, never to the wallet.
  const reader = createPublicClient({ transport: http(chain.rpcUrl) });
  const balance = BigInt(
    (await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string,
  );
  expect(balance).toBe(await reader.getBalance({ address }));

  // eth_sendTransaction is signed by the wallet and mined on anvil.
  const to = chain.accounts[4]!.address;
  const before = await reader.getBalance({ address: to });
  const hash = (await provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: address, to, value: toHex(parseEther('0.5')) }],
  })) as `0x${string}`;
  const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 5000 });
  expect(receipt.status).toBe('success');
  expect(await reader.getBalance({ address: to })).toBe(before + parseEther('0.5'));
  expect(wallet.requests).toEqual(['personal_sign', 'personal_sign', 'eth_sendTransaction']);

  // Wallet-side chain change: the default chain follows and the account is the one on the new chain.
  const accountsChanged: string[][] = [];
  (provider as unknown as { on(event: string, fn: (a: string[]) => void): void }).on('accountsChanged', (a) =>
    accountsChanged.push(a),
  );
  await wallet.changeChain(SECOND_CHAIN_ID);
  await eventually(() =>
    evm()?.networkState.caipNetworkId === `eip155:${SECOND_CHAIN_ID}` ? true : undefined,
  );
  expect(state().chains.activeCaipNetworkId).toBe(`eip155:${SECOND_CHAIN_ID}`);
  await eventually(() =>
    evm()?.accountState.caipAddress === `eip155:${SECOND_CHAIN_ID}:${address}` ? true : undefined,
  );
  expect(accountsChanged).toContainEqual([address]);
  expect(await provider.request({ method: 'eth_chainId' })).toBe(SECOND_CHAIN_ID);

  // Wallet-side disconnect: the kit is disconnected and WalletConnect's storage is clean.
  // The public type is structural (walletConnectProvider.ts); the kit holds a UniversalProvider.
  const { client } = (await (await service.load()).getProvider()) as UniversalProvider;
  await wallet.disconnect();
  await eventually(() => (state().connection.status.eip155 === 'disconnected' ? true : undefined));
  expect(state().connection.connectorIds.eip155).toBeUndefined();
  expect(state().connection.walletConnect).toEqual({ status: 'disconnected' });
  expect(evm()?.accountState.address).toBeUndefined();
  expect(kit.services.get('provider:eip155')).toBeUndefined();
  expect(client.session.getAll()).toEqual([]);
  await eventually(() => (client.core.pairing.getPairings().length === 0 ? true : undefined));
  const keys = await client.core.storage.getKeys();
  expect(keys.filter((key) => key.startsWith('wc@2:universal_provider:'))).toEqual([]);
  // The kit's pairing delete reached the wallet too.
  await eventually(() => {
    const held = wallet.held();
    return held.pairings === 0 && held.sessions === 0 ? true : undefined;
  });
});

test('a replaced pairing is dropped; the new one connects; a kit-side disconnect ends the session', async () => {
  const first = await service.createPairing();
  const second = await service.createPairing();
  expect(second.uri).not.toBe(first.uri);
  expect(state().connection.walletConnect.uri).toBe(second.uri);

  await wallet.pair(second.uri);
  await service.waitForSession();
  expect(state().connection.status.eip155).toBe('connected');
  expect(state().connection.walletConnect.error).toBeUndefined();

  await service.disconnect();
  expect(state().connection.status.eip155).toBe('disconnected');
  expect(evm()?.accountState.address).toBeUndefined();
  await eventually(() => {
    const held = wallet.held();
    return held.pairings === 0 && held.sessions === 0 ? true : undefined;
  });
});

test('behavior: an approved pairing closes the modal on the QR view and reads the native balance; a modal moved on stays', async () => {
  const address = chain.accounts[1]!.address;
  expect(evm()?.accountState.balance).toBeUndefined();

  // The visitor shows the QR (ConnectingWalletConnect) and the wallet approves it: the QR gives way,
  // and the balance is there without opening the Account view (as for an extension's connection).
  await kit.open({ view: 'ConnectingWalletConnect' });
  const { uri } = await service.createPairing();
  await wallet.pair(uri);
  await service.waitForSession();
  expect(state().modal.open).toBe(false);
  const balance = await eventually(() => evm()?.accountState.balance);
  // The session's network is the active one (the first test left the second chain active).
  const active = evm()?.networkState.caipNetworkId;
  const rpcUrl = active === `eip155:${chain.chainId}` ? chain.rpcUrl : secondChain.rpcUrl;
  const reader = createPublicClient({ transport: http(rpcUrl) });
  expect(balance).toBe(formatEther(await reader.getBalance({ address })));
  await service.disconnect();

  // A modal the visitor moved on to (here Networks) is left as it is.
  await kit.open({ view: 'Networks' });
  const next = await service.createPairing();
  await wallet.pair(next.uri);
  await service.waitForSession();
  expect(state().modal.open).toBe(true);
  expect(state().modal.history.at(-1)?.view).toBe('Networks');
  kit.close();
  await service.disconnect();
});
