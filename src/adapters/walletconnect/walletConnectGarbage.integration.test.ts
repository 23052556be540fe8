import { privateKeyToAccount } from 'viem/accounts';
import { type StartChainReturnType, startChain } from '../../../sandbox/chain/startChain';
import { type StartRelayReturnType, startRelay } from '../../../sandbox/relay/startRelay';
import { eventually } from '../../../test/eventually';
import { pairingTopicOf, publishToRelay, relayGarbage } from '../../../test/walletconnect/publishToRelay';
import { startWalletPeer, type WalletPeer } from '../../../test/walletconnect/startWalletPeer';
import { walletConnectTestKitOptions } from '../../../test/walletconnect/walletConnectTestKitOptions';
import { defineNetwork } from '../../core/networks/network';
import { type AppKit, createAppKit } from '../../kit/createAppKit';
import type { RootState } from '../../store/createKitStore';
import { viemAdapter } from '../evm/viemAdapter';
import { registerWalletConnect, type WalletConnectKitService } from './registerWalletConnect';

// Issue 22, hole 3: anyone who sees the QR code has the pairing topic and can publish to it through the
// relay. Garbage there must not escape the WalletConnect client as an uncaught error or an unhandled
// rejection (Jest fails the running test on either), and the pairing must still work afterwards.
process.env.IS_VITEST = 'true';

jest.setTimeout(20_000);

let chain: StartChainReturnType;
let relay: StartRelayReturnType;
let kit: AppKit;
let service: WalletConnectKitService;
let wallet: WalletPeer;
const warnings: string[] = [];

beforeAll(async () => {
  [chain, relay] = await Promise.all([startChain({ port: 0 }), startRelay({ port: 0 })]);
  kit = createAppKit({
    projectId: 'portico-test',
    networks: [
      defineNetwork({
        id: chain.chainId,
        caipNetworkId: `eip155:${chain.chainId}`,
        chainNamespace: 'eip155',
        name: 'Sandbox',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
    ],
    customRpcUrls: { [`eip155:${chain.chainId}`]: [chain.rpcUrl] },
    adapters: [viemAdapter()],
    ...walletConnectTestKitOptions(),
  });
  await kit.ready;
  service = registerWalletConnect(kit, {
    relayUrl: relay.url,
    customStoragePrefix: 'portico-wc-garbage',
    // The client's own logger would print every dropped message at level error; the kit's report is
    // what this test reads.
    logger: 'silent',
    onWarn: (message) => warnings.push(message),
  });
  wallet = await startWalletPeer({
    relayUrl: relay.url,
    account: privateKeyToAccount(chain.accounts[2]!.privateKey),
    chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
  });
});

afterAll(async () => {
  await wallet?.stop();
  kit?.destroy();
  if (relay) {
    await eventually(() => (relay.stats().connections === 0 ? true : undefined), 2000).catch(() => undefined);
  }
  await Promise.all([relay?.stop(), chain?.stop()]);
});

test('error: garbage on the pairing topic raises no uncaught error or rejection, is reported once, and the kit still pairs', async () => {
  const { uri } = await service.createPairing();
  await publishToRelay(relay.url, pairingTopicOf(uri), [...relayGarbage(), ...relayGarbage()]);
  // The relay delivers and the client handles every message before a later one on the same socket.
  await eventually(() => (relay.stats().unacknowledged === 0 ? true : undefined), 3000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(warnings).toEqual([
    expect.stringMatching(/^\[portico\] WalletConnect: dropped an undecodable relay message/),
  ]);

  // The kit still pairs. On a new pairing: the relay keeps the garbage in the old topic's mailbox, and
  // the test wallet (another WalletConnect client in this process, without the kit's guard) would
  // receive it there.
  const fresh = await service.createPairing();
  await wallet.pair(fresh.uri);
  await service.waitForSession();
  const state = kit.store.getState() as RootState;
  expect(state.connection.status.eip155).toBe('connected');
  expect(state.chains.chains.eip155?.accountState.address).toBe(chain.accounts[2]!.address);
});
