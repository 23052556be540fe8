import { makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toUtf8 } from '@cosmjs/encoding';
import { signatureVerify } from '@polkadot/util-crypto';
import { Verifier } from 'bip322-js';
import { eventually } from '../../../test/eventually';
import {
  EVM_ADDRESS,
  memoryWalletConnectStorage,
  pairAndApprove,
  registerFamilyWalletConnect,
  stateOf,
} from '../../../test/walletconnect/familyWalletConnect';
import { bitcoinRegtest } from '../../core/networks/chains/bitcoin';
import { cosmosSandbox } from '../../core/networks/chains/cosmos';
import { polkadotLocal } from '../../core/networks/chains/polkadot';
import { createMemoryStorage } from '../../store/persistence/kitStorage';
import {
  WALLETCONNECT_BITCOIN_METHODS,
  WALLETCONNECT_COSMOS_METHODS,
  WALLETCONNECT_POLKADOT_METHODS,
} from './walletConnectFamilies';

// One WalletConnect pairing bringing EVM, Bitcoin, Polkadot and Cosmos accounts (issue 27 Deliver 1-3):
// the sandbox relay, a real wallet (@reown/walletkit) whose namespaces sign with the sandbox dev
// wallets' real keys, and the three local chains (litecoind regtest, the Polkadot and Cosmos
// simulators). Signing and sending per family: walletConnect{Bitcoin,Polkadot,Cosmos}.integration.test.ts.

jest.setTimeout(30_000);

// The reload test switches WalletConnect's process-wide core off (a new page has none); the others share it.
afterEach(() => {
  delete process.env.DISABLE_GLOBAL_CORE;
});

const { chains, makeKit, makePeer, bitcoinOffer, polkadotOffer, cosmosOffer } = registerFamilyWalletConnect([
  'bip122',
  'polkadot',
  'cosmos',
]);

test('default: the kit proposes bip122, polkadot and cosmos beside eip155; one approved session connects all four, each through its adapter', async () => {
  const { kit, service } = makeKit('all');
  await kit.ready;
  const peer = await makePeer({
    bip122: bitcoinOffer(0).offer,
    polkadot: polkadotOffer(0).offer,
    cosmos: cosmosOffer(0).offer,
  });
  await pairAndApprove(service, peer);

  const proposed = peer.proposals[0]!;
  expect(Object.keys(proposed).sort()).toEqual(['bip122', 'cosmos', 'eip155', 'polkadot']);
  expect(proposed.bip122).toEqual({
    chains: [bitcoinRegtest.caipNetworkId],
    methods: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
    events: [],
  });
  expect(proposed.polkadot).toEqual({
    chains: [polkadotLocal.caipNetworkId],
    methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
    events: [],
  });
  expect(proposed.cosmos).toEqual({
    chains: [cosmosSandbox.caipNetworkId],
    methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
    events: [],
  });
  expect([
    WALLETCONNECT_BITCOIN_METHODS,
    WALLETCONNECT_POLKADOT_METHODS,
    WALLETCONNECT_COSMOS_METHODS,
  ]).toEqual([proposed.bip122!.methods, proposed.polkadot!.methods, proposed.cosmos!.methods]);

  const state = stateOf(kit);
  const { bitcoin, polkadot, cosmos } = chains();
  expect(state.connection.status).toMatchObject({
    eip155: 'connected',
    bip122: 'connected',
    polkadot: 'connected',
    cosmos: 'connected',
  });
  for (const namespace of ['eip155', 'bip122', 'polkadot', 'cosmos'] as const) {
    expect(state.connection.connectorIds[namespace]).toBe('walletConnect');
    expect(state.connection.wallets[namespace]?.name).toBe('Sandbox Family Wallet');
    expect(kit.services.get(`provider:${namespace}`)).toBeDefined();
  }
  expect(state.chains.chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
  expect(state.chains.chains.bip122?.accountState).toMatchObject({
    address: bitcoin.accounts[0]!.payment.address,
    caipAddress: `${bitcoinRegtest.caipNetworkId}:${bitcoin.accounts[0]!.payment.address}`,
    allAccounts: [{ address: bitcoin.accounts[0]!.payment.address, type: 'payment', namespace: 'bip122' }],
  });
  expect(state.chains.chains.polkadot?.accountState).toMatchObject({
    address: polkadot.accounts[0]!.address,
    caipAddress: `${polkadotLocal.caipNetworkId}:${polkadot.accounts[0]!.address}`,
  });
  expect(state.chains.chains.cosmos?.accountState).toMatchObject({
    address: cosmos.accounts[0]!.address,
    caipAddress: `${cosmosSandbox.caipNetworkId}:${cosmos.accounts[0]!.address}`,
  });
  // The Bitcoin and Polkadot accounts come with the session; Cosmos asks once for the public key.
  expect(peer.requests.map((r) => [r.method, r.chainId])).toEqual([
    ['cosmos_getAccounts', cosmosSandbox.caipNetworkId],
  ]);
  await service.disconnect();
});

test("behavior: switching the kit's network between the families, the kit's own signMessage goes through the session to that namespace; each signature verifies", async () => {
  const { kit, service } = makeKit('switch');
  await kit.ready;
  const peer = await makePeer({
    bip122: bitcoinOffer(3).offer,
    polkadot: polkadotOffer(3).offer,
    cosmos: cosmosOffer(3).offer,
  });
  await pairAndApprove(service, peer);
  const { bitcoin, polkadot, cosmos } = chains();

  await kit.adapters.switchNetwork(bitcoinRegtest);
  expect(stateOf(kit).chains.activeNamespace).toBe('bip122');
  const btc = await kit.adapters.signMessage('one session');
  expect(Verifier.verifySignature(bitcoin.accounts[3]!.payment.address, 'one session', btc)).toBe(true);

  await kit.adapters.switchNetwork(polkadotLocal);
  expect(stateOf(kit).chains.activeNamespace).toBe('polkadot');
  const dot = await kit.adapters.signMessage('one session');
  expect(signatureVerify('one session', dot, polkadot.accounts[3]!.address).isValid).toBe(true);

  await kit.adapters.switchNetwork(cosmosSandbox);
  expect(stateOf(kit).chains.activeNamespace).toBe('cosmos');
  const atom = await kit.adapters.signMessage('one session');
  const doc = makeSignDoc(
    [
      {
        type: 'sign/MsgSignData',
        value: { signer: cosmos.accounts[3]!.address, data: toBase64(toUtf8('one session')) },
      },
    ],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  );
  const digest = sha256(serializeSignDoc(doc));
  const signature = Secp256k1Signature.fromFixedLength(fromBase64(atom));
  expect(await Secp256k1.verifySignature(signature, digest, cosmos.accounts[3]!.publicKey)).toBe(true);

  expect(peer.requests.map((r) => [r.method, r.chainId]).slice(-3)).toEqual([
    ['signMessage', bitcoinRegtest.caipNetworkId],
    ['polkadot_signMessage', polkadotLocal.caipNetworkId],
    ['cosmos_signAmino', cosmosSandbox.caipNetworkId],
  ]);
  await service.disconnect();
});

test('behavior: a wallet that approves only some namespaces connects those; the others stay disconnected', async () => {
  const { kit, service } = makeKit('some');
  await kit.ready;
  const peer = await makePeer({ polkadot: polkadotOffer(1).offer }, false);
  await pairAndApprove(service, peer);
  const state = stateOf(kit);
  expect(state.connection.status.polkadot).toBe('connected');
  expect(state.chains.chains.polkadot?.accountState.address).toBe(chains().polkadot.accounts[1]!.address);
  for (const namespace of ['eip155', 'bip122', 'cosmos'] as const) {
    expect(state.connection.status[namespace] ?? 'disconnected').toBe('disconnected');
    expect(state.chains.chains[namespace]?.accountState.address).toBeUndefined();
    expect(kit.services.get(`provider:${namespace}`)).toBeUndefined();
  }
  await service.disconnect();
  expect(stateOf(kit).connection.status.polkadot).toBe('disconnected');
});

test('error: a namespace whose session account its adapter refuses is not connected; the rest of the session is', async () => {
  const { kit, service } = makeKit('refused');
  await kit.ready;
  // A Bitcoin "address" that is none: the Bitcoin adapter refuses it as it would from an injected wallet.
  const bitcoin = { ...bitcoinOffer(1).offer, address: 'bcrt1qnotanaddress' };
  const peer = await makePeer({ bip122: bitcoin, cosmos: cosmosOffer(1).offer });
  await pairAndApprove(service, peer);
  const state = stateOf(kit);
  expect(state.connection.status).toMatchObject({ eip155: 'connected', cosmos: 'connected' });
  expect(state.connection.status.bip122 ?? 'disconnected').toBe('disconnected');
  expect(state.chains.chains.bip122?.accountState.address).toBeUndefined();
  expect(kit.services.get('provider:bip122')).toBeUndefined();
  await service.disconnect();
});

test('behavior: after a reload the stored session restores bip122, polkadot and cosmos through their adapters, and signing goes on through it', async () => {
  // A reload is a new page: WalletConnect's process-wide core of the first kit must not be reused.
  process.env.DISABLE_GLOBAL_CORE = 'true';
  const reload = { storage: createMemoryStorage(), walletConnect: memoryWalletConnectStorage() };
  const first = makeKit('reload', undefined, reload);
  await first.kit.ready;
  const peer = await makePeer({
    bip122: bitcoinOffer(4).offer,
    polkadot: polkadotOffer(4).offer,
    cosmos: cosmosOffer(4).offer,
  });
  await pairAndApprove(first.service, peer);
  first.kit.destroy();

  // The same page storage and WalletConnect storage, a new kit: no pairing, no prompt.
  const { kit } = makeKit('reload', undefined, reload);
  await kit.ready;
  const { bitcoin, polkadot, cosmos } = chains();
  const restored = () => {
    const status = stateOf(kit).connection.status;
    return ['eip155', 'bip122', 'polkadot', 'cosmos'].every((n) => status[n as 'eip155'] === 'connected')
      ? true
      : undefined;
  };
  await eventually(restored, 10_000);
  expect(stateOf(kit).chains.chains.bip122?.accountState.address).toBe(bitcoin.accounts[4]!.payment.address);
  expect(stateOf(kit).chains.chains.polkadot?.accountState.address).toBe(polkadot.accounts[4]!.address);
  expect(stateOf(kit).chains.chains.cosmos?.accountState.address).toBe(cosmos.accounts[4]!.address);
  expect(peer.proposals).toHaveLength(1);

  await kit.adapters.switchNetwork(polkadotLocal);
  const signature = await kit.adapters.signMessage('after a reload');
  expect(signatureVerify('after a reload', signature, polkadot.accounts[4]!.address).isValid).toBe(true);
  await peer.disconnect();
});

test('behavior: a wallet-side disconnect ends every namespace of the session and unregisters their providers', async () => {
  const { kit, service } = makeKit('ended');
  await kit.ready;
  const peer = await makePeer({
    bip122: bitcoinOffer(2).offer,
    polkadot: polkadotOffer(2).offer,
    cosmos: cosmosOffer(2).offer,
  });
  await pairAndApprove(service, peer);
  expect(stateOf(kit).connection.status.cosmos).toBe('connected');
  await peer.disconnect();
  await eventually(() => (stateOf(kit).connection.status.cosmos === 'disconnected' ? true : undefined));
  const state = stateOf(kit);
  for (const namespace of ['eip155', 'bip122', 'polkadot', 'cosmos'] as const) {
    expect(state.connection.status[namespace]).toBe('disconnected');
    expect(state.connection.connectorIds[namespace]).toBeUndefined();
    expect(state.chains.chains[namespace]?.accountState.address).toBeUndefined();
    expect(kit.services.get(`provider:${namespace}`)).toBeUndefined();
  }
});
